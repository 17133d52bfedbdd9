import { Transform } from 'class-transformer';

/**
 * A query-string value read as a number ('10' → 10; anything else left for the rules to
 * refuse). @Transform rather than @Type: it needs no reflect-metadata, so the contracts
 * load in the browser and in plain unit specs as well.
 */
export const QueryNumber = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value));

/** A flag from the query string: "true" / "1" are true, "false" / "0" false; anything else stays and fails validation. */
export const QueryBoolean = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === '1' || value === true) return true;
    if (value === 'false' || value === '0' || value === false) return false;
    return value;
  });
