import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Subject } from 'rxjs';
import type { Checkpoint } from '../event-store/event-store.types';
import type { ReadModelChange } from '../read-store/read-store';

/** A projection transaction that committed: its new checkpoint and the rows it changed. */
export interface ProjectionCommit {
  projection: string;
  checkpoint: Checkpoint;
  changes: ReadModelChange[];
}

/**
 * In-process stream of projection commits. The notifier pushes changed views from it
 * (only after COMMIT, so a client never sees a view that a rollback undid), and the
 * read-your-writes waiter watches checkpoints on it.
 */
@Injectable()
export class ProjectionCommits implements OnApplicationShutdown {
  private readonly subject = new Subject<ProjectionCommit>();
  private readonly moved = new Subject<{ projection: string; checkpoint: Checkpoint }>();
  readonly commits$ = this.subject.asObservable();
  /** Every move of a projection's position: its commits, and its skips over events it does not apply. */
  readonly positions$ = this.moved.asObservable();
  private readonly foreign = new Subject<{ projection: string; checkpoint: Checkpoint }>();
  /**
   * A runner found its checkpoint moved on by another process (which applied events of
   * its types): its read models changed without a commit of this process.
   */
  readonly appliedElsewhere$ = this.foreign.asObservable();
  /** What commits set going that has not finished (a push being prepared). */
  private readonly inFlight = new Set<Promise<unknown>>();

  publish(commit: ProjectionCommit): void {
    this.subject.next(commit);
    this.moved.next({ projection: commit.projection, checkpoint: commit.checkpoint });
  }

  /** A runner moved past events it does not apply (nothing written, nothing to push). */
  skipped(projection: string, checkpoint: Checkpoint): void {
    this.moved.next({ projection, checkpoint });
  }

  /** Announced before the new position, as a commit is: what caches those read models hears it first. */
  appliedElsewhere(projection: string, checkpoint: Checkpoint): void {
    this.foreign.next({ projection, checkpoint });
    this.moved.next({ projection, checkpoint });
  }

  /**
   * Calls `handler` with each commit from now until the app has stopped (the subject ends in
   * onApplicationShutdown: a stopping node's last batches still commit, and are still heard).
   * The work it returns (reading a push's audience, then emitting) is waited for by a stopping
   * process (`settled`), so the last batches' pushes go out before the sockets close.
   */
  onCommit(handler: (commit: ProjectionCommit) => void | Promise<unknown>): void {
    this.commits$.subscribe((commit) => {
      const work = handler(commit);
      if (work) this.track(work);
    });
  }

  private track(work: Promise<unknown>): void {
    const tracked: Promise<unknown> = work.catch(() => undefined).finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** Resolves once the tracked work is done (what it starts meanwhile too), or after `maxMs`. */
  async settled(maxMs = 2000): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (this.inFlight.size > 0 && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
      await Promise.race([Promise.all([...this.inFlight]), timeout]).finally(() => clearTimeout(timer));
    }
  }

  /** Last: projections stop before (beforeApplicationShutdown), and what they publish meanwhile is still heard. */
  onApplicationShutdown(): void {
    this.subject.complete();
    this.moved.complete();
    this.foreign.complete();
  }
}
