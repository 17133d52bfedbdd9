import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import * as contracts from '@kollab/contracts';
import { classSchemas, hasValidationRules } from './class-schema';
import { CONTRACT_VIEW_SCHEMAS } from './contract-views.generated';
import { MIN_POSITION_QUERY, STALE_HEADER } from './min-position';

/**
 * The OpenAPI document of the app: the routes as Nest's explorer sees them (a `@Body()`
 * parameter typed with a contracts class becomes a `$ref` to that class), with the
 * components filled from the contracts themselves: every input class from its
 * class-validator rules (class-schema.ts), every view from its TypeScript declaration
 * (contract-views.generated.ts). Routes name their answer with `ApiAnswer` (openapi-schemas.ts).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Kollab API')
    .setDescription(
      'Errors: `{ message, code, errors? }` (message in Content-Language, de by default); validation failures 422; ' +
        'lists `{ data, meta: { page, limit, total } }`; commands answer `{ id, version, position }` (202 with `stale: true` when the read models lag).',
    )
    .setVersion('0.1.0')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: 'Account' }, 'Account')
    .build();
  return withMinPosition(withIdempotencyKeys(withContractSchemas(SwaggerModule.createDocument(app, config))));
}

/** Every GET takes `minPosition` and may answer `Kollab-Stale` (core/http/min-position.ts). */
export function withMinPosition(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    if (!path.get) continue;
    path.get.parameters = [
      ...(path.get.parameters ?? []),
      {
        name: MIN_POSITION_QUERY,
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 0 },
        description:
          "The `position` of a write (any node's): the answer waits (about 2 s) until the read models include it, and is marked `Kollab-Stale: true` when they did not in time. Not a whole number: 422.",
      },
    ];
    for (const response of Object.values(path.get.responses ?? {})) {
      if (!response || '$ref' in response) continue;
      response.headers = {
        ...response.headers,
        [STALE_HEADER]: {
          description: '`true` when the read models had not reached `minPosition` in time',
          schema: { type: 'string', enum: ['true'] },
        },
      };
    }
  }
  return document;
}

/** Every POST takes an Idempotency-Key (core/http/idempotency.ts). */
export function withIdempotencyKeys(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    if (!path.post) continue;
    path.post.parameters = [
      ...(path.post.parameters ?? []),
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', minLength: 1, maxLength: 255 },
        description:
          'Sent again with the same request within 24 h, it answers the first (2xx) result, marked `Idempotent-Replayed: true`, instead of doing the work twice. ' +
          'Another request with the same key: 422 request.idempotency_key_reused; the first still running: 409 request.idempotency_in_progress with Retry-After.',
      },
    ];
  }
  return document;
}

/** The contracts' input classes (those with class-validator rules), by export name. */
export function contractInputClasses(): Array<abstract new (...args: never[]) => unknown> {
  return (Object.values(contracts) as unknown[]).filter(hasValidationRules);
}

/**
 * Sets the document's components from the contracts: input classes (replacing the empty
 * shells Nest makes of classes without @ApiProperty) and views, then drops the views no
 * route refers to (socket messages, policy types).
 */
export function withContractSchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas: Record<string, unknown> = { ...document.components?.schemas, ...CONTRACT_VIEW_SCHEMAS, ...classSchemas(contractInputClasses()) };
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string') {
          const name = inner.replace('#/components/schemas/', '');
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(inner);
      }
  };
  visit(document.paths);
  document.components = {
    ...document.components,
    schemas: Object.fromEntries(
      Object.entries(schemas)
        .filter(([name]) => used.has(name))
        .sort(([a], [b]) => a.localeCompare(b)),
    ) as NonNullable<OpenAPIObject['components']>['schemas'],
  };
  return document;
}
