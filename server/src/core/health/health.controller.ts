import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ProjectionsService, type ProjectionStatus } from '../projections/projections.service';
import type { SqlClient } from '../sql/sql-client';
import { SQL_CLIENT } from '../stores/sql-client.token';
import { HealthProbes } from './health-probe';
import { ApiAnswer } from '../http/openapi-schemas';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

export interface HealthView {
  status: 'ok' | 'degraded';
  store: { driver: string; ok: boolean; error?: string };
  services: Record<string, { ok: boolean; error?: string }>;
  projections: ProjectionStatus[];
}

const CHECK_SCHEMA: SchemaObject = { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' }, error: { type: 'string' } } };
/** HealthView (a server type, not one of the contracts). */
const HEALTH_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['status', 'store', 'services', 'projections'],
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    store: { ...CHECK_SCHEMA, required: ['driver', 'ok'], properties: { driver: { type: 'string' }, ...CHECK_SCHEMA.properties } },
    services: { type: 'object', additionalProperties: CHECK_SCHEMA },
    projections: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, version: { type: 'integer' }, position: { type: 'integer' }, lag: { type: 'integer' } } },
    },
  },
};

/** GET /api/health: 200 when the stores and services answer, 503 otherwise; projection lag either way. */
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly projections: ProjectionsService,
    private readonly probes: HealthProbes,
  ) {}

  @Get()
  @ApiAnswer(HEALTH_SCHEMA, { description: 'The stores and services answer (503 with the same body, status degraded, when one does not)' })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthView> {
    const store = await check(() => this.sql.query('SELECT 1'));
    const services: HealthView['services'] = {};
    for (const probe of this.probes.all()) services[probe.name] = await check(() => probe.check());
    const projections = store.ok ? await this.projections.status().catch(() => []) : [];
    const ok = store.ok && Object.values(services).every((service) => service.ok);
    response.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'degraded',
      store: { driver: this.config.databaseUrl ? 'postgres' : 'pglite', ...store },
      services,
      projections,
    };
  }
}

async function check(probe: () => Promise<unknown>): Promise<{ ok: boolean; error?: string }> {
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), 2000).unref()),
    ]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
