import { request, startTestApp, type TestApp } from '../../support/test-app';

interface Schema {
  type?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: unknown;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
}
interface Content {
  schema?: Schema;
}
interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, Content> };
  responses?: Record<string, { content?: Record<string, Content> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Issue 11 item 12: every request body and every success answer of every route is
 * described (from the contracts: input classes by their class-validator rules, views by
 * their TypeScript declarations). Fails listing each route whose body or 2xx JSON answer
 * has an empty schema, whose 200/201 answer has no content, or that documents no success
 * answer at all; and each `$ref` that names no component.
 */
describe('the OpenAPI document describes every body and answer', () => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    t = await startTestApp({ driver: 'postgres', env: { JWT_SECRET: 'openapi-test-secret-of-enough-length-0123456789' } });
    const answer = await request<Document>(t.url, 'GET', '/api/docs-json');
    expect(answer.status).toBe(200);
    doc = answer.body;
  });
  afterAll(() => t?.close());

  const schemas = (): Record<string, Schema> => doc.components?.schemas ?? {};
  const resolve = (schema: Schema): Schema | undefined => (schema.$ref ? schemas()[schema.$ref.replace('#/components/schemas/', '')] : schema);

  /** No type, no properties, no reference, no combination: says nothing about the value. */
  function empty(schema: Schema | undefined, seen = new Set<Schema>()): boolean {
    if (!schema) return true;
    const target = resolve(schema);
    if (!target || seen.has(target)) return !target;
    seen.add(target);
    const parts = [...(target.allOf ?? []), ...(target.anyOf ?? []), ...(target.oneOf ?? [])];
    if (parts.length > 0) return parts.every((part) => empty(part, seen));
    if (target.type === 'object' || (target.type === undefined && target.properties)) {
      return Object.keys(target.properties ?? {}).length === 0 && !target.additionalProperties;
    }
    return target.type === undefined;
  }

  const operations = (): Array<[string, Operation]> =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as [string, Operation]),
    );

  it('has a described schema for every JSON request body', () => {
    const offenders = operations()
      .filter(([, operation]) => operation.requestBody)
      .filter(([, operation]) => {
        const content = operation.requestBody!.content ?? {};
        const json = content['application/json'];
        return Object.keys(content).length === 0 || (json !== undefined && empty(json.schema));
      })
      .map(([route]) => route);
    expect(offenders).toEqual([]);
  });

  it('documents a success answer for every route, with a described schema for every JSON one', () => {
    const offenders: string[] = [];
    for (const [route, operation] of operations()) {
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      if (successes.length === 0) offenders.push(`${route}: no 2xx answer`);
      for (const [status, response] of successes) {
        const content = response.content;
        // 202 and 204 may answer without a body; 200 and 201 say what they answer.
        if (!content) {
          if (status === '200' || status === '201') offenders.push(`${route} ${status}: no content`);
          continue;
        }
        if (content['application/json'] && empty(content['application/json'].schema)) offenders.push(`${route} ${status}: empty schema`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('offers an Idempotency-Key on every POST (issue 12 item 5)', () => {
    const posts = Object.entries(doc.paths).filter(([, item]) => item.post);
    expect(posts.length).toBeGreaterThan(20);
    for (const [path, item] of posts) {
      expect([path, item.post.parameters?.some((parameter) => parameter.name === 'Idempotency-Key' && parameter.in === 'header')]).toEqual([
        path,
        true,
      ]);
    }
  });

  it('refers only to components it has, and none of them is empty', () => {
    const text = JSON.stringify(doc);
    const refs = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]));
    expect([...refs].filter((name) => !schemas()[name])).toEqual([]);
    expect(
      Object.entries(schemas())
        .filter(([, schema]) => empty(schema))
        .map(([name]) => name),
    ).toEqual([]);
  });

  it('describes a body from the rules of its contracts class (sign-in, a new member, a new task)', () => {
    const body = (path: string, method: string) => resolve(doc.paths[path][method].requestBody!.content!['application/json'].schema!)!;
    expect(body('/api/v1/oauth/token', 'post')).toMatchObject({
      type: 'object',
      required: ['username', 'password'],
      properties: {
        username: { type: 'string', maxLength: 255 },
        password: { type: 'string', maxLength: 1024 },
        account_id: { type: 'string', nullable: true },
      },
    });
    expect(body('/api/v1/accounts/members', 'post')).toMatchObject({
      required: ['email'],
      properties: {
        email: { type: 'string', format: 'email' },
        roles: { type: 'array', items: { type: 'string', enum: expect.arrayContaining(['user', 'contact']) } },
      },
    });
    const task = body('/api/v1/tasks', 'post');
    expect(task.properties!.estimation).toEqual({ allOf: [{ $ref: '#/components/schemas/TaskEstimationInput' }], nullable: true });
    expect(schemas().TaskEstimationInput).toMatchObject({ required: ['value', 'unit'], properties: { value: { type: 'number', minimum: 0 } } });
  });

  it('describes an answer by the contracts view it returns (tokens, a member list)', () => {
    const ok = (path: string, method: string, status = '200') => doc.paths[path][method].responses![status].content!['application/json'].schema!;
    expect(ok('/api/v1/oauth/refresh', 'post')).toEqual({ $ref: '#/components/schemas/TokenResponse' });
    expect(schemas().TokenResponse).toMatchObject({ required: expect.arrayContaining(['AccessToken', 'RefreshToken', 'ExpiresIn']) });
    expect(ok('/api/v1/accounts/members', 'get')).toEqual({ $ref: '#/components/schemas/MemberListView' });
  });
});
