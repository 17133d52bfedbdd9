import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth } from '@nestjs/swagger';
import { Public, SystemAdmin } from '../auth/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ProjectionsService, type ProjectionStatus } from '../projections/projections.service';
import type { SqlClient } from '../sql/sql-client';
import { SQL_CLIENT } from '../stores/sql-client.token';
import { HealthProbes } from './health-probe';
import { ApiAnswer } from '../http/openapi-schemas';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

export interface ReadinessView {
  status: 'ok' | 'degraded';
  store: { driver: string; ok: boolean; error?: string };
  services: Record<string, { ok: boolean; error?: string }>;
  /** The LISTEN connection (false while it is rebuilt; the subscribers poll meanwhile). */
  listener: { ok: boolean };
  /** Stalled: behind the newest committed event without moving for PROJECTION_STALL_MS. */
  projections: { ok: boolean; stalled: string[] };
  /** This node runs projections, reactions and job workers (RUN_WORKERS); false: HTTP and sockets only. */
  workers: boolean;
}

const CHECK_SCHEMA: SchemaObject = { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' }, error: { type: 'string' } } };
/** ReadinessView (a server type, not one of the contracts). */
const READINESS_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['status', 'store', 'services', 'listener', 'projections', 'workers'],
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    store: { ...CHECK_SCHEMA, required: ['driver', 'ok'], properties: { driver: { type: 'string' }, ...CHECK_SCHEMA.properties } },
    services: { type: 'object', additionalProperties: CHECK_SCHEMA },
    listener: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
    projections: {
      type: 'object',
      required: ['ok', 'stalled'],
      properties: { ok: { type: 'boolean' }, stalled: { type: 'array', items: { type: 'string' } } },
    },
    workers: { type: 'boolean', description: 'This node runs projections, reactions and job workers (RUN_WORKERS)' },
  },
};
const LIVENESS_SCHEMA: SchemaObject = { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } };
const PROJECTIONS_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['projections'],
  properties: {
    projections: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'version', 'position', 'lag', 'stalled'],
        properties: {
          name: { type: 'string' },
          version: { type: 'integer' },
          position: { type: 'integer' },
          lag: { type: 'integer' },
          stalled: { type: 'boolean' },
        },
      },
    },
  },
};

/**
 * Health for orchestrators and admins. Liveness and readiness are cheap (no count, at most
 * one `SELECT 1` and a Redis ping): `/api/health/live` says the process answers,
 * `/api/health/ready` (and `/api/health`) that it can serve: stores and services reachable,
 * the LISTEN connection up, no projection stalled. The report with every projection's
 * events behind (13 counts) is for system admins.
 */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly projections: ProjectionsService,
    private readonly probes: HealthProbes,
  ) {}

  @Public()
  @Get('live')
  @ApiAnswer(LIVENESS_SCHEMA, { description: 'The process answers (no store is asked)' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Public()
  @Get(['', 'ready'])
  @ApiAnswer(READINESS_SCHEMA, {
    description:
      'Ready to serve (503 with the same body, status degraded, when a store or service does not answer, the LISTEN connection is down or a projection is stalled)',
  })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessView> {
    const store = await check(() => this.sql.query('SELECT 1'));
    const services: ReadinessView['services'] = {};
    for (const probe of this.probes.all()) services[probe.name] = await check(() => probe.check());
    const stalled = this.projections.stalled();
    const listener = { ok: this.sql.listening };
    const ok = store.ok && Object.values(services).every((service) => service.ok) && listener.ok && stalled.length === 0;
    response.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'degraded',
      store: { driver: this.config.databaseUrl ? 'postgres' : 'pglite', ...store },
      services,
      listener,
      projections: { ok: stalled.length === 0, stalled },
      workers: this.config.runWorkers,
    };
  }

  @SystemAdmin()
  @Get('projections')
  @ApiBearerAuth()
  @ApiAnswer(PROJECTIONS_SCHEMA, {
    description: 'Every projection: version, position, events behind (at most 100000 counted), stalled (system admins)',
  })
  async projectionReport(): Promise<{ projections: ProjectionStatus[] }> {
    return { projections: await this.projections.status() };
  }
}

async function check(probe: () => Promise<unknown>): Promise<{ ok: boolean; error?: string }> {
  try {
    await Promise.race([probe(), new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), 2000).unref())]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
