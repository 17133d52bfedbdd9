import { ValidateBy, type ValidationArguments } from 'class-validator';

/** The field must equal `property` of the same object (password confirmation). */
export const SameAs = (property: string): PropertyDecorator =>
  ValidateBy({
    name: 'sameAs',
    constraints: [property],
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => value === (args?.object as Record<string, unknown> | undefined)?.[property],
      defaultMessage: () => 'validation.password_mismatch',
    },
  });
