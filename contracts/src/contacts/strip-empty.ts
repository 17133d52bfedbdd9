/**
 * Seed §5, contact save: "empty, null and zero values are stripped (recursively on
 * create)". Empty means '' (or only spaces), null, undefined, 0, NaN, [] and {}; `false`
 * is a value (an unticked checkbox). `deep` (create) also strips inside nested objects
 * and arrays, and drops objects and arrays left empty by that; without it (update) only
 * the top-level fields are looked at. Client and server run this same function.
 */
export function stripEmpty<T extends Record<string, unknown>>(body: T, options: { deep: boolean }): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const kept = options.deep ? stripValue(value) : value;
    if (!isEmptyValue(kept)) out[key] = kept;
  }
  return out as Partial<T>;
}

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === 0 || Number.isNaN(value)) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

function stripValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripValue).filter((item) => !isEmptyValue(item));
  if (isPlainObject(value)) return stripEmpty(value, { deep: true });
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The body of a contact save as the seed's client sent it: empties stripped (deep on
 * create, top level on update), `number` as a string, `contact_since` as YYYY-MM-DD (a
 * Date from a date picker is taken in local time). Other values pass unchanged for the
 * rules to judge.
 */
export function contactSaveBody<T extends Record<string, unknown>>(body: T, mode: 'create' | 'update'): Partial<T> {
  const stripped: Record<string, unknown> = stripEmpty(body, { deep: mode === 'create' });
  if (typeof stripped.number === 'number' && Number.isFinite(stripped.number)) stripped.number = String(stripped.number);
  const since = stripped.contact_since;
  if (since instanceof Date && !Number.isNaN(since.getTime())) {
    stripped.contact_since = `${pad(since.getFullYear(), 4)}-${pad(since.getMonth() + 1)}-${pad(since.getDate())}`;
  }
  return stripped as Partial<T>;
}
