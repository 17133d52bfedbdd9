import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

/**
 * JSON schemas (OpenAPI 3.0) of the contracts' input classes, read from their
 * class-validator decorators: the rules the server's validation pipe applies are the
 * ones the document shows, nothing is restated by hand. A nested class (ValidateNested
 * with class-transformer's @Type) becomes a `$ref` to its own component.
 */

type Class = abstract new (...args: never[]) => unknown;

// class-transformer keeps its @Type metadata here (not exported from its index, and without types of its own).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: MetadataStorage };
type Schema = SchemaObject & Record<string, unknown>;

/** A `$ref` to a component of the document. */
export const schemaRef = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

const constraint = (meta: ValidationMetadata, i = 0): unknown => (meta.constraints as unknown[] | undefined)?.[i];

/**
 * What each validator says about a value (`apply` on the schema of the value, or of each
 * item with `each: true`). A validator not listed here is an error of the spec's
 * "maps every validator the contracts use", so a new rule gets described when it is added.
 */
const VALIDATORS: Record<string, (schema: Schema, meta: ValidationMetadata) => void> = {
  isString: (s) => void (s.type ??= 'string'),
  isNotEmpty: () => undefined, // makes the field required (see classSchema)
  isBoolean: (s) => void (s.type = 'boolean'),
  isInt: (s) => void (s.type = 'integer'),
  isNumber: (s) => void (s.type ??= 'number'),
  // contracts/src/offers/offer.inputs.ts: money, hours and percentages from 0 to the constraint, with at most 2 decimals
  isDecimal: (s, m) =>
    void Object.assign(s, {
      type: s.type ?? 'number',
      multipleOf: 0.01,
      minimum: 0,
      ...(constraint(m) === undefined ? {} : { maximum: Number(constraint(m)) }),
    }),
  isObject: (s) => void (s.type ??= 'object'),
  isArray: (s) => void (s.type = 'array'),
  maxLength: (s, m) => void (s.maxLength = Number(constraint(m))),
  minLength: (s, m) => void (s.minLength = Number(constraint(m))),
  isLength: (s, m) => {
    s.minLength = Number(constraint(m, 0));
    if (constraint(m, 1) !== undefined) s.maxLength = Number(constraint(m, 1));
  },
  min: (s, m) => void (s.minimum = Number(constraint(m))),
  max: (s, m) => void (s.maximum = Number(constraint(m))),
  arrayMaxSize: (s, m) => void (s.maxItems = Number(constraint(m))),
  arrayMinSize: (s, m) => void (s.minItems = Number(constraint(m))),
  arrayUnique: (s) => void (s.uniqueItems = true),
  arrayNotEmpty: (s) => void (s.minItems = 1),
  isEmail: (s) => Object.assign(s, { type: 'string', format: 'email' }),
  isUrl: (s) => Object.assign(s, { type: 'string', format: 'uri' }),
  isUuid: (s) => Object.assign(s, { type: 'string', format: 'uuid' }),
  isDateString: (s) => Object.assign(s, { type: 'string', format: 'date-time' }),
  isIso8601: (s) => Object.assign(s, { type: 'string', format: 'date-time' }),
  matches: (s, m) => {
    s.type ??= 'string';
    const pattern = constraint(m);
    s.pattern = pattern instanceof RegExp ? pattern.source : String(pattern);
  },
  isIn: (s, m) => {
    const values = [...(constraint(m) as unknown[])];
    s.enum = values;
    const kinds = new Set(values.map((value) => typeof value));
    if (kinds.size === 1) s.type ??= kinds.has('number') ? 'number' : kinds.has('boolean') ? 'boolean' : 'string';
  },
  equals: (s, m) => {
    const value = constraint(m);
    s.enum = [value];
    s.type ??= typeof value === 'boolean' ? 'boolean' : typeof value === 'number' ? 'number' : 'string';
  },
  // The contracts' own rules (ValidateBy names).
  ymdDate: (s) => Object.assign(s, { type: 'string', format: 'date' }),
  dateOfBirth: (s) => Object.assign(s, { type: 'string', format: 'date', description: 'YYYY-MM-DD, in the past' }),
  dateFilter: (s) => Object.assign(s, { type: 'string', description: 'A date (YYYY-MM-DD) or a range' }),
  dueDateFilter: (s) => void (s.type ??= 'string'),
  vatId: (s) => Object.assign(s, { type: 'string', description: 'A VAT id (UID)' }),
  sameAs: (s, m) => Object.assign(s, { description: `Must equal \`${String(constraint(m))}\`` }),
  idList: (s) => Object.assign(s, { type: 'array', items: { type: 'string', minLength: 1, maxLength: 64 } }),
  onlyWhen: (s, m) => {
    const [field, value] = m.constraints as [string, unknown];
    Object.assign(s, { description: `Only when \`${field}\` is ${JSON.stringify(value)}` });
  },
  timeZone: (s) => Object.assign(s, { type: 'string', description: 'An IANA time zone (Europe/Berlin)' }),
  repeatWeekdays: (s) =>
    Object.assign(s, { type: 'array', items: { type: 'integer', minimum: 1, maximum: 7 }, description: '1 = Monday … 7 = Sunday' }),
  repeatNotWithUntil: (s) => Object.assign(s, { description: 'Not together with `until`' }),
};

/** The validator names the converter knows (the spec checks the contracts use no other). */
export const KNOWN_VALIDATORS: ReadonlySet<string> = new Set(Object.keys(VALIDATORS));

function validatorName(meta: ValidationMetadata): string | undefined {
  if (meta.type === 'customValidation') return meta.name ?? meta.constraintCls?.name;
  return undefined;
}

/** The validation metadata of a class, its parents' included, grouped by property. */
function metadataByProperty(target: Class): Map<string, ValidationMetadata[]> {
  const metas = getMetadataStorage().getTargetValidationMetadatas(target as unknown as new () => object, '', true, false);
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const meta of metas) byProperty.set(meta.propertyName, [...(byProperty.get(meta.propertyName) ?? []), meta]);
  return byProperty;
}

/** The validator names a class uses that the converter does not know (for the spec). */
export function unknownValidators(target: Class): string[] {
  const unknown = new Set<string>();
  for (const metas of metadataByProperty(target).values())
    for (const meta of metas) {
      const name = validatorName(meta);
      if (name !== undefined && !KNOWN_VALIDATORS.has(name)) unknown.add(name);
    }
  return [...unknown];
}

/** The class a nested property holds (class-transformer's @Type), if any. */
function nestedClass(target: Class, property: string): Class | undefined {
  const type = defaultMetadataStorage.findTypeMetadata(target as unknown as new () => object, property);
  const nested = type?.typeFunction?.() as Class | undefined;
  return nested && nested !== (Object as unknown) ? nested : undefined;
}

const DESIGN_TYPES = new Map<unknown, string>([
  [String, 'string'],
  [Number, 'number'],
  [Boolean, 'boolean'],
  [Array, 'array'],
]);

function propertySchema(target: Class, property: string, metas: ValidationMetadata[], nested: (cls: Class) => ReferenceObject): Schema {
  const schema: Schema = {};
  const items: Schema = {};
  for (const meta of metas) {
    if (meta.type === 'nestedValidation') {
      const cls = nestedClass(target, property);
      if (!cls) continue;
      if (meta.each || metas.some((m) => validatorName(m) === 'isArray')) Object.assign(items, nested(cls));
      else Object.assign(schema, nested(cls));
      continue;
    }
    const name = validatorName(meta);
    const apply = name === undefined ? undefined : VALIDATORS[name];
    if (!apply) continue;
    if (meta.each) {
      schema.type = 'array';
      apply(items, meta);
    } else apply(schema, meta);
  }
  if (schema.$ref) return { $ref: schema.$ref }; // a `$ref` stands alone (OpenAPI 3.0)
  if (schema.type === undefined) {
    const design = DESIGN_TYPES.get(Reflect.getMetadata?.('design:type', target.prototype as object, property));
    if (design) schema.type = design as SchemaObject['type'];
  }
  if (Object.keys(items).length > 0) schema.items = { ...((schema.items as object | undefined) ?? {}), ...items };
  if (schema.type === 'array') schema.items ??= {};
  return schema;
}

/** True when the field may be left out: `@IsOptional()` or `@ValidateIf` (validated only when present). */
const optional = (metas: ValidationMetadata[]): boolean => metas.some((meta) => meta.type === 'conditionalValidation');
/** `@IsOptional()` also lets null through (`null` clears an optional field). */
const nullable = (metas: ValidationMetadata[]): boolean => metas.some((meta) => meta.type === 'conditionalValidation' && meta.name === 'isOptional');

/**
 * The schema of one class, with `nested(cls)` naming the classes it holds (as `$ref`s the
 * caller registers). Properties follow the class's declaration order; a property with no
 * `@IsOptional()`/`@ValidateIf` is required.
 */
export function classSchema(target: Class, nested: (cls: Class) => ReferenceObject = (cls) => schemaRef(cls.name)): SchemaObject {
  const properties: Record<string, SchemaObject | ReferenceObject> = {};
  const required: string[] = [];
  for (const [property, metas] of metadataByProperty(target)) {
    const schema = propertySchema(target, property, metas, nested);
    const isOptional = optional(metas);
    if (!isOptional) required.push(property);
    properties[property] = schema.$ref
      ? isOptional && nullable(metas)
        ? { allOf: [schema], nullable: true }
        : schema
      : { ...schema, ...(isOptional && nullable(metas) ? { nullable: true } : {}) };
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/** The schemas of `classes` and of every class they nest, by class name (OpenAPI components). */
export function classSchemas(classes: Iterable<Class>): Record<string, SchemaObject> {
  const schemas: Record<string, SchemaObject> = {};
  const pending = [...classes];
  const seen = new Set<Class>(pending);
  while (pending.length > 0) {
    const target = pending.shift()!;
    schemas[target.name] = classSchema(target, (cls) => {
      if (!seen.has(cls)) {
        seen.add(cls);
        pending.push(cls);
      }
      return schemaRef(cls.name);
    });
  }
  return schemas;
}

/** True when a class carries class-validator rules (an input or query class of the contracts). */
export function hasValidationRules(target: unknown): target is Class {
  return typeof target === 'function' && metadataByProperty(target as Class).size > 0;
}
