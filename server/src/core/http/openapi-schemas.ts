import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { schemaRef } from './class-schema';
import type { ContractViewName } from './contract-views.generated';

/**
 * How routes name their answers in the OpenAPI document: by the contracts type they
 * return, as a `$ref` to its component (generated from the type itself, see
 * contract-views.generator.ts; the document builder adds the components). Request bodies
 * need nothing: the `@Body()` parameter's contracts class is the schema (class-schema.ts).
 */

/** A contracts view (or other exported type) as a reference to its component. */
export const viewSchema = (name: ContractViewName): ReferenceObject => schemaRef(name);

/** One of several views (a route that answers, say, the staff or the portal view). */
export const anyOfViews = (...names: ContractViewName[]): SchemaObject => ({ anyOf: names.map(viewSchema) });

/** The schema of a contracts input class where the body parameter's type cannot name it (a pipe makes the value). */
export const inputSchema = (input: abstract new (...args: never[]) => unknown): ReferenceObject => schemaRef(input.name);

/** `{ data: Item[], meta: { page, limit, total } }` (contracts' ListPage<Item>, a generic). */
export function pageSchema(item: ContractViewName): SchemaObject {
  return {
    type: 'object',
    required: ['data', 'meta'],
    properties: {
      data: { type: 'array', items: viewSchema(item) },
      meta: {
        type: 'object',
        required: ['page', 'limit', 'total'],
        properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' } },
      },
    },
  };
}

/** `{ data: Item[] }`: lists without paging (history, files, contacts of an item). */
export function dataSchema(item: ContractViewName): SchemaObject {
  return { type: 'object', required: ['data'], properties: { data: { type: 'array', items: viewSchema(item) } } };
}

/** GET …/{id}/history of every item (ItemHistoryService): `{ data: HistoryEntry[] }`, oldest first. */
export const HISTORY_SCHEMA = dataSchema('HistoryEntry');

/** A file answer (downloads, pictures, PDFs): the bytes, in the given media types. */
export function binaryContent(...mediaTypes: string[]): Record<string, { schema: SchemaObject }> {
  return Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
}

/**
 * The success answer of a route, by the contracts type it returns (or a schema made of
 * them with `pageSchema`/`dataSchema`): `@ApiAnswer('UserView')`,
 * `@ApiAnswer('WriteResult', { status: 201, description: 'of the new member' })`.
 */
export const ApiAnswer = (
  answer: ContractViewName | SchemaObject,
  options: { status?: number; description?: string } = {},
): MethodDecorator & ClassDecorator =>
  applyDecorators(
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? (typeof answer === 'string' ? answer : ''),
      schema: typeof answer === 'string' ? viewSchema(answer) : answer,
    }),
  );
