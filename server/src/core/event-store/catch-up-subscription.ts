import type { EventStore } from './event-store';
import type { Checkpoint, RecordedEvent } from './event-store.types';
import { WakeLoop } from './wake-loop';

export interface CatchUpOptions {
  batchSize?: number;
  types?: readonly string[];
  /** Called after a handler failure; the same batch is delivered again after `retryDelayMs`. */
  onError?: (error: unknown) => void;
  retryDelayMs?: number;
}

/**
 * Reads the event store from a checkpoint in global order, hands each batch to
 * `handle`, then turns live: woken by NOTIFY (and by the store's polling fallback),
 * it reads again. The checkpoint advances only after `handle` resolves, so a batch
 * that fails is delivered again (at-least-once). Projections do not use this: they
 * keep their checkpoint in the database, in the transaction of their rows.
 */
export class CatchUpSubscription {
  private checkpoint: Checkpoint;
  private unlisten: (() => Promise<void>) | undefined;
  private readonly loop: WakeLoop;

  constructor(
    private readonly store: EventStore,
    from: Checkpoint,
    private readonly handle: (events: RecordedEvent[], checkpoint: Checkpoint) => Promise<void>,
    private readonly options: CatchUpOptions = {},
  ) {
    this.checkpoint = from;
    this.loop = new WakeLoop(() => this.readOnce(), {
      onError: options.onError,
      retryMs: options.retryDelayMs,
    });
  }

  get position(): Checkpoint {
    return this.checkpoint;
  }

  async start(): Promise<void> {
    this.unlisten = await this.store.onWake(() => this.loop.wake());
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    await this.loop.stop();
  }

  /** Returns true when it read something (there may be more). */
  private async readOnce(): Promise<boolean> {
    const batch = await this.store.readAll(this.checkpoint, {
      limit: this.options.batchSize ?? 500,
      types: this.options.types,
    });
    if (batch.checkpoint === this.checkpoint) return false;
    await this.handle(batch.events, batch.checkpoint);
    this.checkpoint = batch.checkpoint;
    return true;
  }
}
