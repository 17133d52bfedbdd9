import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { SqlClient } from '../sql/sql-client';
import { SQL_CLIENT } from '../stores/sql-client.token';
import type { BullmqJobQueueOptions } from './bullmq-job-queue';
import { JOB_QUEUE, type JobQueue } from './job-queue';
import { SqlJobQueue, type SqlJobQueueOptions } from './sql-job-queue';

/** Overrides for tests and tuning; the adapter itself follows the config (REDIS_URL or not). */
export interface JobsModuleOptions {
  bullmq?: Omit<BullmqJobQueueOptions, 'redisUrl'>;
  sql?: SqlJobQueueOptions;
}

export async function openJobQueue(
  config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>,
  sql: SqlClient,
  options: JobsModuleOptions = {},
): Promise<JobQueue> {
  if (!config.redisUrl) return SqlJobQueue.open(sql, options.sql);
  // BullMQ and ioredis are loaded only where Redis is configured
  const { BullmqJobQueue } = await import('./bullmq-job-queue');
  return BullmqJobQueue.open({ prefix: config.redisPrefix, ...options.bullmq, redisUrl: config.redisUrl, ledger: sql });
}

/**
 * Starts the queue once every module has registered its jobs (they do so in
 * onModuleInit, which Nest runs before any onApplicationBootstrap), and stops it
 * before shutdown, so running jobs finish while the SQL client is still open.
 */
@Injectable()
class JobQueueLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorkers) return; // enqueue only: workers run in other processes
    await this.queue.start();
    this.logger.log(`job queue started (${this.config.redisUrl ? 'BullMQ on Redis' : 'SQL, in-process'})`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.stop();
  }
}

/** Provides JOB_QUEUE: BullMQ when REDIS_URL is set, else the SQL queue on the shared SqlClient. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(options: JobsModuleOptions = {}): DynamicModule {
    return {
      module: JobsModule,
      providers: [
        {
          provide: JOB_QUEUE,
          inject: [APP_CONFIG, SQL_CLIENT],
          useFactory: (config: AppConfig, sql: SqlClient) => openJobQueue(config, sql, options),
        },
        JobQueueLifecycle,
      ],
      exports: [JOB_QUEUE],
    };
  }
}
