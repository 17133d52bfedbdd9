import { compareCheckpoints, type Checkpoint } from './event-store.types';
import { WakeLoop } from './wake-loop';

/** A reader of the global order that the tail watches for (a projection or reaction runner). */
export interface TailFollower {
  /** The event types it applies. */
  readonly types: readonly string[];
  /** How far it has read. */
  position(): Checkpoint;
  /** There is an event of its types after its position: read it. */
  relevant(): void;
  /** Nothing of its types after its position up to `checkpoint`: it may move there without reading. */
  skip(checkpoint: Checkpoint): void;
}

/** What the tail reads: the type and place of the visible events after `from`, in global order. */
export type ScanTypes = (from: Checkpoint, limit: number) => Promise<Array<{ type: string; checkpoint: Checkpoint }>>;

const SCAN_LIMIT = 2000;

/**
 * One watcher of the event store for all the runners of a process. On every wake (an
 * append here, a NOTIFY, the poll) it reads the types of the new events once per
 * distinct follower position (in the steady state: once), tells each follower with
 * events of its types to read them, and moves the others past in memory. So an append
 * costs one small read, not a read, a transaction, a checkpoint write and a NOTIFY per
 * runner.
 */
export class EventTail {
  private readonly followers = new Set<TailFollower>();
  private loop: WakeLoop | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly scan: ScanTypes,
    private readonly onWake: (wake: () => void) => Promise<() => Promise<void>>,
    private readonly onError?: (error: unknown) => void,
  ) {}

  /** Starts watching for `follower`; resolves to the function that stops it. */
  async follow(follower: TailFollower): Promise<() => Promise<void>> {
    this.followers.add(follower);
    if (!this.loop) {
      const loop = new WakeLoop(() => this.step(), { onError: this.onError, idleMs: 5000, retryMs: 200 });
      this.loop = loop;
      this.unlisten = await this.onWake(() => loop.wake());
      loop.start();
    }
    this.loop.wake();
    return async () => {
      this.followers.delete(follower);
      if (this.followers.size > 0 || !this.loop) return;
      const loop = this.loop;
      this.loop = undefined;
      await this.unlisten?.();
      await loop.stop();
    };
  }

  wake(): void {
    this.loop?.wake();
  }

  /** One scan per group of followers at the same position; true when a full scan moved someone (more to read). */
  private async step(): Promise<boolean> {
    const groups = new Map<string, { from: Checkpoint; followers: TailFollower[] }>();
    for (const follower of this.followers) {
      const from = follower.position();
      const key = `${from.transactionId}:${from.position}`;
      const group = groups.get(key) ?? { from, followers: [] };
      group.followers.push(follower);
      groups.set(key, group);
    }
    let more = false;
    for (const { from, followers } of groups.values()) {
      const rows = await this.scan(from, SCAN_LIMIT);
      if (rows.length === 0) continue;
      const types = new Set(rows.map((row) => row.type));
      const last = rows[rows.length - 1].checkpoint;
      for (const follower of followers) {
        if (follower.types.some((type) => types.has(type))) {
          follower.relevant();
        } else if (compareCheckpoints(last, follower.position()) > 0) {
          follower.skip(last);
          if (rows.length === SCAN_LIMIT) more = true;
        }
      }
    }
    return more;
  }
}
