import { compareCheckpoints, START, type Checkpoint } from './event-store.types';
import type { SqlEventStore } from './sql-event-store';
import { WakeLoop } from './wake-loop';

export interface FollowerOptions {
  onError?: (error: unknown) => void;
  /** How often at most an idle follower stores the position it moved past irrelevant events (ms, default 1000). */
  idleCheckpointMs?: number;
  /**
   * A background follower awaits this before each batch: it lets the followers a command's answer
   * waits for go first (ProjectionsService.foregroundSettled), so it does not lengthen the answer.
   * It stops waiting once `stopping()` says the follower is being stopped (a draining shutdown).
   */
  yieldTo?: (stopping: () => boolean) => Promise<void>;
}

/** What one batch did: whether it read events of the follower's types, and whether the batch was full (there may be more). */
export interface BatchOutcome {
  read: boolean;
  full: boolean;
}

/**
 * The follow loop of the projection and reaction runners: one reader of the event store
 * with a stored checkpoint, for a set of event types.
 *
 * The process's EventTail says when events of its types arrive after its position (then
 * `processBatch` runs, and runs again while its batches are full) and moves it past the
 * others in memory; such a position is stored at most every `idleCheckpointMs` (no lock,
 * no NOTIFY), so an append wakes every follower but only those it concerns write. `step`
 * does the same by hand (tests, the CLI). Subclasses say how a batch is processed and how
 * an idle position is stored.
 */
export abstract class CheckpointedFollower {
  private loop: WakeLoop | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  /** Where this follower has read to (in memory, at or past the stored checkpoint). */
  protected checkpoint: Checkpoint = START;
  /** The checkpoint last stored by this follower (or read at prepare). */
  protected stored: Checkpoint = START;
  protected storedAt = 0;
  /** The tail saw events of its types after its position. */
  protected pending = false;
  /** A batch is being processed. */
  private running = false;
  /** stop() was called: it no longer yields, and counts as idle to those that yield to it. */
  private stopping = false;

  protected constructor(
    protected readonly events: SqlEventStore,
    private readonly eventTypes: readonly string[],
    private readonly followerOptions: FollowerOptions,
  ) {}

  get position(): Checkpoint {
    return this.checkpoint;
  }

  /** Events of its types are waiting, or a batch is being processed. */
  get busy(): boolean {
    return !this.stopping && (this.pending || this.running);
  }

  /** Reads the next batch after the stored checkpoint and stores where it got. */
  protected abstract processBatch(): Promise<BatchOutcome>;

  /** Stores `target`, reached over irrelevant events only, and sets `stored` to what the store holds now. */
  protected abstract storeIdlePosition(target: Checkpoint): Promise<void>;

  /** Called when the position moved past events it does not read. */
  protected onSkipped(_checkpoint: Checkpoint): void {}

  /** Starts following: the tail wakes it for events of its types and moves it past the others. */
  async start(): Promise<void> {
    const loop = new WakeLoop(() => this.followStep(), { onError: this.followerOptions.onError, idleMs: 5000 });
    this.loop = loop;
    this.unlisten = await this.events.follow(
      {
        types: this.eventTypes,
        position: () => this.checkpoint,
        relevant: () => {
          this.pending = true;
          loop.wake();
        },
        skip: (checkpoint) => {
          this.moveTo(checkpoint);
          loop.wake();
        },
      },
      this.followerOptions.onError,
    );
    loop.start();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.unlisten?.();
    await this.loop?.stop();
    await this.storeIdleCheckpoint(true).catch(() => undefined);
  }

  /**
   * One batch by hand; true when it read something. Looks first (one read, no
   * transaction) for an event of its types: none, and it moves past the others.
   */
  async step(): Promise<boolean> {
    const look = await this.events.readAll(this.checkpoint, { limit: 1, types: this.eventTypes });
    if (look.events.length === 0) {
      this.moveTo(look.checkpoint);
      await this.storeIdleCheckpoint(false);
      return false;
    }
    return (await this.processBatch()).read;
  }

  /** Wakes the loop again (a stored checkpoint turned out to be behind). */
  protected wake(): void {
    this.pending = true;
    this.loop?.wake();
  }

  private async followStep(): Promise<boolean> {
    if (!this.pending) {
      await this.storeIdleCheckpoint(false);
      return false;
    }
    if (this.followerOptions.yieldTo && !this.stopping) await this.followerOptions.yieldTo(() => this.stopping);
    this.pending = false;
    this.running = true;
    // A batch that was not full read everything of its types up to the visible head: done until the tail sees more.
    const { full } = await this.processBatch().finally(() => (this.running = false));
    if (full) this.pending = true;
    this.events.wakeTail();
    return full;
  }

  /** Moves the position forward (never back) past events it does not read. */
  private moveTo(checkpoint: Checkpoint): void {
    if (compareCheckpoints(checkpoint, this.checkpoint) <= 0) return;
    this.checkpoint = checkpoint;
    this.onSkipped(checkpoint);
  }

  private async storeIdleCheckpoint(force: boolean): Promise<void> {
    if (compareCheckpoints(this.checkpoint, this.stored) <= 0) return;
    if (!force && Date.now() - this.storedAt < (this.followerOptions.idleCheckpointMs ?? 1000)) return;
    this.storedAt = Date.now();
    await this.storeIdlePosition(this.checkpoint);
  }
}
