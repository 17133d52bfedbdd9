import { deepFreeze } from '../deep-freeze';

/** Collections whose reads a process may keep in memory (declared where their projection is defined). */
const cachedCollections = new Set<string>();

/**
 * Declares a collection small and hot enough to keep in memory: read on nearly every
 * request (the Account signature's account, member and team grants; the policy's portal
 * grants) and changed rarely. Only reads of these collections are cached.
 */
export function defineCachedCollection(name: string): void {
  cachedCollections.add(name);
}

export function isCachedCollection(name: string): boolean {
  return cachedCollections.has(name);
}

/** Entries kept per collection and account; one more empties the bucket (a crude but bounded LRU). */
const MAX_ENTRIES_PER_BUCKET = 2000;
/**
 * Entries kept in all: beyond, the least recently read buckets (collection and account)
 * are dropped, so an installation with many accounts holds the busy ones only.
 */
const MAX_ENTRIES = 20_000;
/**
 * An entry is read again after this long even when no invalidation came: the bound on
 * staleness from changes this process cannot see (a table swapped in by the rebuild CLI).
 */
const MAX_AGE_MS = 60_000;

interface Bucket {
  /** Bumped by every invalidation: a read that started under an older generation is not stored. */
  generation: number;
  entries: Map<string, { value: unknown; at: number }>;
  loading: Map<string, { generation: number; promise: Promise<unknown> }>;
}

/**
 * Read-model answers kept in memory per (collection, account), for the collections
 * declared with `defineCachedCollection`. Off until the process runs the projections
 * itself (ProjectionsService enables it then): it is invalidated by the projections'
 * commits in this process and by a runner finding its checkpoint moved by another
 * process, so a process that runs no projections would never learn of a change.
 *
 * Never stale after the commit is announced: invalidation runs before the projection's
 * new position is announced (read-your-writes waits for that), and a read that was under
 * way while an invalidation came is answered but not stored. Values are frozen
 * (deeply) when stored and handed out as they are, shared: a caller that changed what
 * it got would fail loudly rather than change every later answer (a copy per read cost
 * about 5 % of the server's thread under load).
 */
export class ReadModelCache {
  private enabled = false;
  /** Least recently read first. */
  private readonly buckets = new Map<string, Bucket>();
  private readonly counts = { hits: 0, misses: 0 };
  /** Entries in all buckets. */
  private size = 0;

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /** Starts caching (the projections run in this process and report their commits). */
  enable(): void {
    this.enabled = true;
  }

  /** Stops caching and forgets everything. */
  disable(): void {
    this.enabled = false;
    this.invalidateAll();
  }

  get active(): boolean {
    return this.enabled;
  }

  /** Hits and misses since start, and the entries kept now (for the benchmark and tests). */
  stats(): { hits: number; misses: number; entries: number } {
    return { ...this.counts, entries: this.size };
  }

  invalidate(collection: string, accountId: string): void {
    const bucket = this.buckets.get(bucketKey(collection, accountId));
    if (bucket) this.clear(bucket);
  }

  /** Every account's entries of `collection`: a change this process saw without knowing which rows. */
  invalidateCollection(collection: string): void {
    const prefix = bucketKey(collection, '');
    for (const [key, bucket] of this.buckets) if (key.startsWith(prefix)) this.clear(bucket);
  }

  invalidateAll(): void {
    for (const bucket of this.buckets.values()) this.clear(bucket);
  }

  /** The cached answer to `key`, or `load()`'s (stored unless an invalidation came meanwhile). */
  async read<T>(collection: string, accountId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled || !cachedCollections.has(collection)) return load();
    const bucket = this.bucket(collection, accountId);
    const entry = bucket.entries.get(key);
    if (entry && Date.now() - entry.at < MAX_AGE_MS) {
      this.counts.hits++;
      return entry.value as T;
    }
    this.counts.misses++;
    const generation = bucket.generation;
    const pending = bucket.loading.get(key);
    if (pending && pending.generation === generation) return (await pending.promise) as T;
    const promise = load();
    bucket.loading.set(key, { generation, promise });
    try {
      const value = deepFreeze(await promise);
      if (this.enabled && bucket.generation === generation) this.store(bucket, key, value);
      return value;
    } finally {
      if (bucket.loading.get(key)?.promise === promise) bucket.loading.delete(key);
    }
  }

  /** The bucket of a collection and account, moved to the most recently read end. */
  private bucket(collection: string, accountId: string): Bucket {
    const key = bucketKey(collection, accountId);
    const bucket = this.buckets.get(key) ?? { generation: 0, entries: new Map(), loading: new Map() };
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    return bucket;
  }

  private store(bucket: Bucket, key: string, value: unknown): void {
    if (bucket.entries.size >= MAX_ENTRIES_PER_BUCKET) {
      this.size -= bucket.entries.size;
      bucket.entries.clear();
    }
    if (!bucket.entries.has(key)) this.size++;
    bucket.entries.set(key, { value, at: Date.now() });
    // Over the bound: drop the least recently read buckets (cleared, so a read under way in one stores nothing).
    for (const [oldKey, old] of this.buckets) {
      if (this.size <= this.maxEntries) break;
      if (old === bucket) continue;
      this.clear(old);
      this.buckets.delete(oldKey);
    }
  }

  private clear(bucket: Bucket): void {
    this.size -= bucket.entries.size;
    bucket.generation++;
    bucket.entries.clear();
    bucket.loading.clear();
  }
}

const bucketKey = (collection: string, accountId: string) => `${collection}\u0000${accountId}`;
