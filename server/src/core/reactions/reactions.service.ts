import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EVENT_STORE } from '../event-store/event-store';
import type { SqlEventStore } from '../event-store/sql-event-store';
import { JOB_QUEUE, type JobQueue } from '../jobs/job-queue';
import { prepareProjectionStore, ProjectionsService } from '../projections/projections.service';
import type { SqlClient } from '../sql/sql-client';
import { SQL_CLIENT } from '../stores/sql-client.token';
import type { Reaction } from './reaction';
import { ReactionRunner } from './reaction-runner';

/** Contexts register reactions in onModuleInit; they run in processes with workers. */
@Injectable()
export class ReactionsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Reactions');
  private readonly reactions = new Map<string, Reaction>();
  private runners: ReactionRunner[] = [];

  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(EVENT_STORE) private readonly events: SqlEventStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly projections: ProjectionsService,
  ) {}

  register(reaction: Reaction): void {
    if (this.reactions.has(reaction.name)) throw new Error(`Reaction ${reaction.name} is registered twice`);
    this.reactions.set(reaction.name, reaction);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorkers) return;
    await prepareProjectionStore(this.sql);
    this.runners = [...this.reactions.values()].map(
      (reaction) =>
        new ReactionRunner(this.sql, this.events, this.jobs, reaction, {
          onError: (error) => this.logger.error(`reaction ${reaction.name} failed: ${String(error)}`),
          // No answer waits for a reaction: the projections a command's answer waits for go first.
          yieldTo: (stopping) => this.projections.foregroundSettled(stopping),
        }),
    );
    for (const runner of this.runners) await runner.prepare();
    for (const runner of this.runners) await runner.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.stop()));
  }
}
