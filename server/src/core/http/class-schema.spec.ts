import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsDateString, IsIn, IsString, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { AtLeast, AtMost, Bool, Email, Int, List, MaxLen, OneOf, Optional, Required, Text, Url } from '@kollab/contracts';
import { classSchema, classSchemas, unknownValidators } from './class-schema';
import { contractInputClasses } from './openapi-document';

class Point {
  @Required()
  @Int()
  @AtLeast(0)
  @AtMost(10)
  x!: number;
}

class Sample {
  @Required()
  @Text()
  @MaxLen(20)
  name!: string;

  @Optional()
  @Email()
  email?: string | null;

  @Optional()
  @Url()
  site?: string;

  @Required()
  @OneOf(['low', 'high'])
  level!: 'low' | 'high';

  @Optional()
  @Bool()
  flag?: boolean;

  @Optional()
  @List(3)
  @IsIn(['a', 'b'], { each: true })
  @ArrayUnique()
  letters?: string[];

  @Optional()
  @ValidateNested()
  @Type(() => Point)
  point?: Point | null;

  @Optional()
  @IsArray()
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  @Type(() => Point)
  points?: Point[];

  @Required()
  @IsDateString()
  at!: string;

  // Validated only when present (a PATCH field): not required, not nullable.
  @ValidateIf((_, value) => value !== undefined)
  @IsString()
  note?: string;
}

class Parent {
  @Required()
  @Text()
  id!: string;
}
class Child extends Parent {
  @Optional()
  @Int()
  version?: number;
}

describe('classSchema (OpenAPI from class-validator rules)', () => {
  it('maps the rules to JSON schema keywords, required unless optional, nullable where @IsOptional lets null through', () => {
    expect(classSchema(Sample)).toEqual({
      type: 'object',
      required: ['name', 'level', 'at'],
      properties: {
        name: { type: 'string', maxLength: 20 },
        email: { type: 'string', format: 'email', nullable: true },
        site: { type: 'string', format: 'uri', nullable: true },
        level: { type: 'string', enum: ['low', 'high'] },
        flag: { type: 'boolean', nullable: true },
        letters: { type: 'array', maxItems: 3, uniqueItems: true, items: { type: 'string', enum: ['a', 'b'] }, nullable: true },
        point: { allOf: [{ $ref: '#/components/schemas/Point' }], nullable: true },
        points: { type: 'array', maxItems: 5, items: { $ref: '#/components/schemas/Point' }, nullable: true },
        at: { type: 'string', format: 'date-time' },
        note: { type: 'string' },
      },
    });
  });

  it('includes the rules of parent classes', () => {
    expect(classSchema(Child)).toEqual({
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string' }, version: { type: 'integer', nullable: true } },
    });
  });

  it('collects the nested classes as components of their own', () => {
    const schemas = classSchemas([Sample]);
    expect(Object.keys(schemas).sort()).toEqual(['Point', 'Sample']);
    expect(schemas.Point).toEqual({ type: 'object', required: ['x'], properties: { x: { type: 'integer', minimum: 0, maximum: 10 } } });
  });

  it('names the validators it cannot describe', () => {
    class Odd {
      @ValidateBy({ name: 'somethingNew', validator: { validate: () => true } })
      value!: string;
    }
    expect(unknownValidators(Odd)).toEqual(['somethingNew']);
  });

  it('maps every validator the contracts use, and gives every contracts input class a property', () => {
    const classes = contractInputClasses();
    expect(classes.length).toBeGreaterThan(50);
    expect(classes.flatMap((input) => unknownValidators(input).map((name) => `${input.name}: ${name}`))).toEqual([]);
    const schemas = classSchemas(classes);
    expect(
      Object.entries(schemas)
        .filter(([, schema]) => Object.keys(schema.properties ?? {}).length === 0)
        .map(([name]) => name),
    ).toEqual([]);
    // Every property has a type or a reference (a rule that says nothing about the value would leave it blank).
    const blank = Object.entries(schemas).flatMap(([name, schema]) =>
      Object.entries(schema.properties ?? {})
        .filter(([, property]) => !('$ref' in property) && !('allOf' in property) && !('type' in property))
        .map(([field]) => `${name}.${field}`),
    );
    expect(blank).toEqual([]);
  });
});
