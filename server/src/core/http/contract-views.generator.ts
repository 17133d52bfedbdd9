import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Writes contract-views.generated.ts: a JSON schema (OpenAPI 3.0) of every type the
 * contracts export as an interface or type alias (the views, TokenResponse, WriteResult,
 * …), read from the TypeScript declarations themselves (their doc comments become the
 * descriptions). Views are interfaces, so nothing of them exists at run time: the schemas
 * are generated here and committed; contract-views.generator.spec.ts fails when the file
 * is out of date. Regenerate with
 *
 *   node -r ./test/support/register-ts.js server/src/core/http/contract-views.generator.ts
 *
 * (Input classes are described at run time from their class-validator rules: class-schema.ts.)
 */

type Json = Record<string, unknown>;

export const CONTRACTS_INDEX = join(__dirname, '..', '..', '..', '..', 'contracts', 'src', 'index.ts');
export const GENERATED_FILE = join(__dirname, 'contract-views.generated.ts');

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

/** The schemas of the exported type-only declarations of `indexFile`, by name. */
export function generateViewSchemas(indexFile: string = CONTRACTS_INDEX): Record<string, Json> {
  const program = ts.createProgram([indexFile], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    experimentalDecorators: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(indexFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`no module at ${indexFile}`);

  // The named types: interfaces and object type aliases the contracts export (not classes).
  const named = new Map<ts.Symbol, string>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (symbol.flags & ts.SymbolFlags.Class) continue;
    if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
    // A generic without defaults (ListPage<Item>) has no schema of its own: its uses are described where they are.
    if (symbol.declarations?.some((declaration) => (declaration as ts.InterfaceDeclaration).typeParameters?.some((parameter) => !parameter.default)))
      continue;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    if (isObjectLike(type)) named.set(symbol, exported.name);
  }

  function isObjectLike(type: ts.Type): boolean {
    if (type.isUnion()) return type.types.some((member) => isObjectLike(member));
    if (type.isIntersection()) return true;
    return (type.flags & ts.TypeFlags.Object) !== 0 && type.getCallSignatures().length === 0;
  }

  const description = (symbol: ts.Symbol): Json => {
    const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
    return text ? { description: text } : {};
  };

  function nameOf(type: ts.Type): string | undefined {
    const symbol = type.aliasSymbol ?? (type.flags & ts.TypeFlags.Object ? type.getSymbol() : undefined);
    return symbol ? named.get(symbol) : undefined;
  }

  function schemaOf(type: ts.Type, self?: string): Json {
    const name = nameOf(type);
    if (name && name !== self) return ref(name);
    const f = type.flags;
    if (f & ts.TypeFlags.TypeParameter) {
      // A generic with defaults (ItemTypeListView<View = ItemTypeView>) is described with them.
      const fallback = checker.getDefaultFromTypeParameter(type) ?? type.getConstraint();
      return fallback ? schemaOf(fallback) : {};
    }
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
    if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
    if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [checker.typeToString(type) === 'true'] };
    if (f & ts.TypeFlags.StringLike) return { type: 'string' };
    if (f & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (f & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
    if (f & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return { nullable: true };
    if (type.isUnion()) return unionSchema(type.types, self);
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: items.length === 1 ? schemaOf(items[0]) : items.length ? unionSchema(items) : {} };
    }
    if (type.getSymbol()?.getName() === 'Date') return { type: 'string', format: 'date-time' };
    return objectSchema(type);
  }

  function unionSchema(types: readonly ts.Type[], self?: string): Json {
    const nullable = types.some((t) => t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined));
    const rest = types.filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const withNull = (schema: Json): Json =>
      nullable ? (schema.$ref ? { allOf: [schema], nullable: true } : { ...schema, nullable: true }) : schema;
    if (rest.length > 0 && rest.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) return withNull({ type: 'boolean' });
    if (rest.length > 0 && rest.every((t) => t.flags & ts.TypeFlags.StringLiteral))
      return withNull({ type: 'string', enum: rest.map((t) => (t as ts.StringLiteralType).value) });
    if (rest.length > 0 && rest.every((t) => t.flags & ts.TypeFlags.NumberLiteral))
      return withNull({ type: 'number', enum: rest.map((t) => (t as ts.NumberLiteralType).value) });
    // `boolean` is `true | false` inside a wider union.
    const booleans = rest.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const others = booleans.length === 2 ? rest.filter((t) => !booleans.includes(t)) : rest;
    const schemas = [...(booleans.length === 2 ? [{ type: 'boolean' }] : []), ...others.map((t) => schemaOf(t, self))];
    if (schemas.length === 1) return withNull(schemas[0]);
    return { anyOf: schemas, ...(nullable ? { nullable: true } : {}) };
  }

  function objectSchema(type: ts.Type): Json {
    const properties: Record<string, Json> = {};
    const required: string[] = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getTypeOfSymbol(property);
      if (propertyType.getCallSignatures().length > 0) continue;
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      // An optional property's `| undefined` is its optionality, not a null.
      const defined = optional && propertyType.isUnion() ? propertyType.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)) : undefined;
      const schema = defined ? (defined.length === 1 ? schemaOf(defined[0]) : unionSchema(defined)) : schemaOf(propertyType);
      properties[property.name] = schema.$ref ? schema : { ...schema, ...description(property) };
      if (!optional) required.push(property.name);
    }
    const index = checker.getIndexInfosOfType(type).find((info) => info.keyType.flags & ts.TypeFlags.String);
    return {
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      ...(index ? { additionalProperties: schemaOf(index.type) } : {}),
    };
  }

  const schemas: Record<string, Json> = {};
  for (const [symbol, name] of [...named].sort((a, b) => a[1].localeCompare(b[1]))) {
    const schema = schemaOf(checker.getDeclaredTypeOfSymbol(symbol), name);
    schemas[name] = schema.$ref ? schema : { ...schema, ...description(symbol) };
  }
  return schemas;
}

/** The text of contract-views.generated.ts for `schemas`. */
export function generatedFileText(schemas: Record<string, Json>): string {
  const names = Object.keys(schemas);
  return [
    '// Generated by contract-views.generator.ts from the types contracts/src exports: do not edit.',
    '// Regenerate: node -r ./test/support/register-ts.js server/src/core/http/contract-views.generator.ts',
    "import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';",
    '',
    `export type ContractViewName =\n${names.map((name) => `  | '${name}'`).join('\n')};`,
    '',
    `export const CONTRACT_VIEW_SCHEMAS: Record<ContractViewName, SchemaObject | ReferenceObject> = ${JSON.stringify(schemas, null, 2)};`,
    '',
  ].join('\n');
}

if (require.main === module) {
  writeFileSync(GENERATED_FILE, generatedFileText(generateViewSchemas()));
  console.log(`wrote ${GENERATED_FILE}`);
}
