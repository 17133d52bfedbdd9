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
 * applied its events: resolves true once every projection of this process that applies
 * one of the command's event types (all of them when the types are not known) reached
 * `target`, false after the timeout (the controller then answers 202 with the position).
 * A projection that applies none of those types cannot change what the caller reads
 * next, so it is not waited for.
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
   * that global position (and those appended with it); false (answer marked stale)
   * when they do not in time or the position is unknown.
   */
  async waitForPosition(position: number, timeoutMs = this.config.readYourWritesTimeoutMs): Promise<boolean> {
    const target = await this.events.checkpointAt(position);
    return target ? this.waitFor(target, timeoutMs, target.eventTypes) : false;
  }

  /** True when the projections that apply `eventTypes` (all without) reached `target`. */
  async reached(target: Checkpoint, eventTypes?: readonly string[]): Promise<boolean> {
    const positions = await this.projections.positions(eventTypes);
    return positions.every((position) => compareCheckpoints(position, target) >= 0);
  }

  /**
   * Checks again whenever a local projection moves (a commit, or a skip over events it
   * does not apply), and every 50 ms when the projections run in other processes
   * (their moves are not seen here).
   */
  async waitFor(target: Checkpoint, timeoutMs = this.config.readYourWritesTimeoutMs, eventTypes?: readonly string[]): Promise<boolean> {
    if (await this.reached(target, eventTypes)) return true;
    if (timeoutMs <= 0) return false;
    const checks = this.projections.local ? this.commits.positions$ : merge(this.commits.positions$, interval(50));
    return firstValueFrom(
      race(
        checks.pipe(
          switchMap(() => this.reached(target, eventTypes)),
          filter((reached) => reached),
        ),
        timer(timeoutMs).pipe(switchMap(() => this.reached(target, eventTypes))),
      ),
      { defaultValue: false },
    );
  }
}
