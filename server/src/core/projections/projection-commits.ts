import { Injectable, type OnModuleDestroy } from '@nestjs/common';
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
export class ProjectionCommits implements OnModuleDestroy {
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

  onModuleDestroy(): void {
    this.subject.complete();
    this.moved.complete();
    this.foreign.complete();
  }
}
