/**
 * Local storage. Logout clears everything except the kept keys (seed §4); the `cah-`
 * entries are a small cache with a life time (seed §9: 120 s unless told otherwise).
 */
export const STORAGE_KEYS = {
  session: 'kollab-session',
  account: 'kollab-account',
  clientId: 'kollab-client-id',
  loginDomains: 'kollab-login-domains',
  /** Per user: the date of the newest update (news) they have seen. */
  newsSeen: 'kollab-news-seen',
} as const;

/**
 * Survive logout: the browser's client id (refresh tokens are bound to it), remembered login
 * domains and what news each user has seen (the what's-new badge stays cleared).
 */
export const KEPT_KEYS: readonly string[] = [STORAGE_KEYS.clientId, STORAGE_KEYS.loginDomains, STORAGE_KEYS.newsSeen];

/**
 * Keys kept by their prefix: each user's saved task filters (`tasks.filters.<userId>`, seed: "saved filters use the prefix tasks."),
 * saved protocol filters (`protocols.filters.<userId>`), saved offer filters (`offers.filters.<userId>`) and saved survey
 * filters (`surveys.filters.<userId>`).
 */
export const KEPT_PREFIXES = ['tasks.', 'protocols.', 'offers.', 'surveys.'] as const;
export type KeptPrefix = (typeof KEPT_PREFIXES)[number];

export const CACHE_PREFIX = 'cah-';
export const CACHE_DEFAULT_LIFE_MS = 120_000;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy mode)
  }
}

export function readJson<T>(key: string): T | null {
  const raw = store()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  store()?.setItem(key, JSON.stringify(value));
}

export function removeKey(key: string): void {
  store()?.removeItem(key);
}

/** Removes every key but the kept ones (by name, or by a kept prefix). */
export function clearExceptKept(kept: readonly string[] = KEPT_KEYS, keptPrefixes: readonly string[] = KEPT_PREFIXES): void {
  const storage = store();
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !kept.includes(key) && !keptPrefixes.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

interface CacheEntry<T> {
  value: T;
  expires: number;
}

export function cacheSet<T>(key: string, value: T, lifeMs = CACHE_DEFAULT_LIFE_MS, now = Date.now()): void {
  writeJson(CACHE_PREFIX + key, { value, expires: now + lifeMs } satisfies CacheEntry<T>);
}

/** The cached value, or null when missing or expired (an expired entry is removed). */
export function cacheGet<T>(key: string, now = Date.now()): T | null {
  const entry = readJson<CacheEntry<T>>(CACHE_PREFIX + key);
  if (!entry) return null;
  if (entry.expires <= now) {
    removeKey(CACHE_PREFIX + key);
    return null;
  }
  return entry.value;
}

/** A stable id of this browser, sent as the refresh call's client_id. */
export function clientId(): string {
  const existing = readJson<string>(STORAGE_KEYS.clientId);
  if (existing) return existing;
  const id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `web-${Date.now()}-${Math.random()}`;
  writeJson(STORAGE_KEYS.clientId, id);
  return id;
}
