import { deepFreeze } from '../deep-freeze';

/** Streams whose state a process keeps (least recently used go first). */
const CAPACITY = 5000;

interface Snapshot<State> {
  state: State;
  version: number;
}

/**
 * The folded state of recently decided streams, per account and stream, with the
 * version it reached. Only a cache: a command still reads every event after that
 * version, so a change made by another process is never missed. States are frozen
 * (deeply) when kept: evolve and decide are pure, and a slip that changed a shared
 * state in place fails loudly instead of corrupting the next command's decision.
 */
export class AggregateSnapshots {
  private readonly entries = new Map<string, Snapshot<unknown>>();

  constructor(private readonly capacity = CAPACITY) {}

  get<State>(accountId: string, streamId: string): Snapshot<State> | undefined {
    const key = keyOf(accountId, streamId);
    const found = this.entries.get(key);
    if (!found) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, found);
    return found as Snapshot<State>;
  }

  /** Keeps `snapshot` unless a newer version is kept already (two commands read at once). */
  set<State>(accountId: string, streamId: string, snapshot: Snapshot<State>): void {
    const key = keyOf(accountId, streamId);
    const kept = this.entries.get(key);
    if (kept && kept.version >= snapshot.version) return;
    this.entries.delete(key);
    this.entries.set(key, { state: deepFreeze(snapshot.state), version: snapshot.version });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}

const keyOf = (accountId: string, streamId: string) => `${accountId}\u0000${streamId}`;
