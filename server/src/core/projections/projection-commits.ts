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
  readonly commits$ = this.subject.asObservable();

  publish(commit: ProjectionCommit): void {
    this.subject.next(commit);
  }

  onModuleDestroy(): void {
    this.subject.complete();
  }
}
