import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENERATED_FILE, generatedFileText, generateViewSchemas } from './contract-views.generator';

describe('contract-views.generator (OpenAPI of the contracts views, from their TypeScript declarations)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'views-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function generate(source: string): Record<string, Record<string, unknown>> {
    const file = join(dir, `index-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(file, source);
    return generateViewSchemas(file);
  }

  it('describes interfaces and type aliases: literals as enums, null as nullable, optional as not required, named types as references', () => {
    const schemas = generate(`
      export type Status = 'open' | 'closed';
      export interface Item {
        /** The id. */
        id: string;
        status: Status;
        due: string | null;
        count: number;
        done?: boolean;
        tags: string[];
        owner: Person | null;
        extra: Record<string, number>;
      }
      export interface Person { name: string }
      export type Page = { data: Array<Item | Person>; total_capped?: true };
      export type Detail = Item & { can: { edit: boolean } };
      export interface Generic<T> { value: T }
      export class NotAView { x = 1 }
    `);
    expect(Object.keys(schemas).sort()).toEqual(['Detail', 'Item', 'Page', 'Person']);
    expect(schemas.Item).toEqual({
      type: 'object',
      required: ['id', 'status', 'due', 'count', 'tags', 'owner', 'extra'],
      properties: {
        id: { type: 'string', description: 'The id.' },
        status: { type: 'string', enum: ['open', 'closed'] },
        due: { type: 'string', nullable: true },
        count: { type: 'number' },
        done: { type: 'boolean' },
        tags: { type: 'array', items: { type: 'string' } },
        owner: { allOf: [{ $ref: '#/components/schemas/Person' }], nullable: true },
        extra: { type: 'object', properties: {}, additionalProperties: { type: 'number' } },
      },
    });
    expect(schemas.Page).toEqual({
      type: 'object',
      required: ['data'],
      properties: {
        data: { type: 'array', items: { anyOf: [{ $ref: '#/components/schemas/Item' }, { $ref: '#/components/schemas/Person' }] } },
        total_capped: { type: 'boolean', enum: [true] },
      },
    });
    expect(schemas.Detail).toMatchObject({ type: 'object', properties: { id: { type: 'string' }, can: { type: 'object', required: ['edit'] } } });
  });

  it('is up to date with the contracts (regenerate: see contract-views.generator.ts)', () => {
    const current = readFileSync(GENERATED_FILE, 'utf8');
    expect(current).toBe(generatedFileText(generateViewSchemas()));
  }, 60_000);
});
