/**
 * Freezes `value` and everything reachable from it that is not frozen yet: kept states
 * and cached read-model answers are shared, so a slip that changed one in place fails
 * loudly (strict mode) instead of changing what every later reader gets. Stops at parts
 * frozen already: a new state shares its unchanged parts with the old one.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
