/**
 * Who could read each item at the version last pushed, so that the next push can tell who
 * lost read access ("gone for you": unpublished, moved to another team, a participant
 * removed, a contact link made non-public) and send them a revoke instead of silence.
 *
 * Kept per process (bounded, least recently pushed forgotten first). An item it does not
 * remember (after a restart, or forgotten) asks `previous` — the notifier folds the item
 * to the version before and asks the policy — so a revoke is not lost, only costs more.
 * Pushes of one item must run in order (`inOrder`); different items run side by side.
 */
export class ReaderMemory {
  private readonly known = new Map<string, { version: number; readers: ReadonlySet<string> }>();
  private readonly chains = new Map<string, Promise<void>>();

  constructor(private readonly capacity = 20_000) {}

  /** Runs `work` after the earlier work of the same item (a failure does not stop the next). */
  inOrder(key: string, work: () => Promise<void>): Promise<void> {
    const next = (this.chains.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
    this.chains.set(key, next);
    const clear = () => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    };
    next.then(clear, clear);
    return next;
  }

  /**
   * The users who could read the item before `version` and cannot now (`readers`), and
   * remembers `readers` for `version`. A version at or below the one remembered is an old
   * push: nothing lost, nothing remembered. `previous` gives the readers of the version
   * before when none are remembered (undefined: the item did not exist or is unknown).
   */
  async lost(key: string, version: number, readers: readonly string[], previous: () => Promise<readonly string[] | undefined>): Promise<string[]> {
    const remembered = this.known.get(key);
    if (remembered && remembered.version >= version) return [];
    const before = remembered ? remembered.readers : version > 1 ? new Set((await previous()) ?? []) : new Set<string>();
    const now = new Set(readers);
    this.known.delete(key);
    this.known.set(key, { version, readers: now });
    if (this.known.size > this.capacity) this.known.delete(this.known.keys().next().value as string);
    return [...before].filter((userId) => !now.has(userId)).sort();
  }

  /** Resolves once every item's work started so far is done (tests). */
  async idle(): Promise<void> {
    while (this.chains.size > 0) await Promise.allSettled([...this.chains.values()]);
  }

  /** The item is gone (deleted): nothing more to tell about it. */
  forget(key: string): void {
    this.known.delete(key);
  }
}
