import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { HealthProbes } from './health-probe';

/** When REDIS_URL is set, the health endpoint pings Redis on a connection of its own. */
@Injectable()
export class RedisHealthProbe implements OnModuleInit, OnApplicationShutdown {
  private redis: Redis | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly probes: HealthProbes,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.redisUrl) return;
    const { Redis } = await import('ioredis'); // loaded only where Redis is configured
    const redis = new Redis(this.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', () => undefined); // reported by the probe, not thrown
    this.redis = redis;
    this.probes.register({
      name: 'redis',
      check: async () => {
        if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
        return redis.ping();
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis?.disconnect();
  }
}
