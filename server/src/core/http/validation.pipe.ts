import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { parseFieldError, type FieldError, DomainRefusal } from '@kollab/contracts';
import { withoutMinPosition } from './min-position';

const FIRST_RULES = [['isNotEmpty'], ['isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isIn', 'isEmail', 'isUrl', 'isDateString']];

/** Field path (`address.zip`, `questions.0.question`) → its failed rules. */
function collect(errors: ValidationError[], prefix = '', into: Record<string, FieldError[]> = {}): Record<string, FieldError[]> {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    // An empty required field, or a value of the wrong type, fails the other rules too:
    // say only what matters first.
    const first = FIRST_RULES.find((rules) => constraints.some(([name]) => rules.includes(name)));
    const shown = first ? constraints.filter(([name]) => first.includes(name)) : constraints;
    for (const [constraint, message] of shown) {
      const fieldError = constraint === 'whitelistValidation' ? { key: 'validation.unknown_field' } : parseFieldError(message);
      (into[field] ??= []).push(fieldError);
    }
    if (error.children?.length) collect(error.children, field, into);
  }
  return into;
}

/** The query of every read may carry `minPosition` (min-position.ts): not one of the route's fields. */
class ApiValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return super.transform(metadata.type === 'query' ? withoutMinPosition(value) : value, metadata);
  }
}

/**
 * Validates bodies and queries against the contracts' DTO classes: unknown fields are
 * refused, values converted to the declared types; failures are 422 with
 * `errors: { field: [text…] }` in the caller's language (the filter translates the keys).
 */
export function apiValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => DomainRefusal.fields(collect(errors)),
  });
}
