import { Inject, Injectable } from '@nestjs/common';
import { filter, firstValueFrom, interval, merge, race, switchMap, timer } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EVENT_STORE } from '../event-store/event-store';
import type { SqlEventStore } from '../event-store/sql-event-store';
import { compareCheckpoints, type Checkpoint } from '../event-store/event-store.types';
import { ProjectionCommits } from './projection-commits';
import { ProjectionsService } from './projections.service';

/**
 * Lets a command's response wait until the read models the caller reads next have
 * applied its events: resolves true once every projection of this process reached
 * `target`, false after the timeout (the controller then answers 202 with the position).
 */
@Injectable()
export class ReadYourWrites {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly commits: ProjectionCommits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly events: SqlEventStore,
  ) {}

  /**
   * For reads with `?minPosition=`: waits until the read models include the event at
   * that global position; false (answer marked stale) when they do not in time or the
   * position is unknown.
   */
  async waitForPosition(position: number, timeoutMs = this.config.readYourWritesTimeoutMs): Promise<boolean> {
    const target = await this.events.checkpointAt(position);
    return target ? this.waitFor(target, timeoutMs) : false;
  }

  async reached(target: Checkpoint): Promise<boolean> {
    const positions = await this.projections.positions();
    return positions.every((position) => compareCheckpoints(position, target) >= 0);
  }

  /**
   * Checks again on every local projection commit, and every 50 ms when the
   * projections run in other processes (their commits are not seen here).
   */
  async waitFor(target: Checkpoint, timeoutMs = this.config.readYourWritesTimeoutMs): Promise<boolean> {
    if (await this.reached(target)) return true;
    if (timeoutMs <= 0) return false;
    const checks = this.projections.local ? this.commits.commits$ : merge(this.commits.commits$, interval(50));
    return firstValueFrom(
      race(
        checks.pipe(
          switchMap(() => this.reached(target)),
          filter((reached) => reached),
        ),
        timer(timeoutMs).pipe(switchMap(() => this.reached(target))),
      ),
      { defaultValue: false },
    );
  }
}
