import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { rooms, viewChangedEvent, type SurveyResultsView, type ViewChangedMessage } from '@kollab/contracts';
import { ProjectionCommits, type ProjectionCommit } from '../../../core/projections/projection-commits';
import { RealtimeGateway } from '../../../core/realtime/realtime.gateway';
import { SURVEY_RESULTS_COLLECTION, type SurveyResultsRow } from '../projections/survey-results.projection';
import { SurveyResultsReader } from '../queries/survey-results.reader';
import { SURVEY_RESULTS_SOURCE, type SurveyResultsSource } from './survey-results.source';

/** A survey whose push is under way: whether its results changed again meanwhile, and the latest position seen. */
interface Pending {
  again: boolean;
  position: number;
  done: Promise<void>;
}

/**
 * Pushes `surveys/surveyResultsChanged` (ViewChangedMessage with the SurveyResultsView) to the
 * author's user room only, after the results projection committed new counts of a survey:
 * a named survey on every submission, an anonymous one only when ballots were cast (a
 * release: nothing else moves its counts). The survey itself (questions, assignees, author)
 * comes from SURVEY_RESULTS_SOURCE. The results are read when the push goes out, so changes
 * that come in while one survey's push is under way are folded into one more push (a burst of
 * submissions does not read and send the results once each). A failed push is logged.
 */
@Injectable()
export class SurveyResultsNotifier implements OnModuleInit {
  private readonly logger = new Logger('SurveyResultsNotifier');
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly commits: ProjectionCommits,
    private readonly gateway: RealtimeGateway,
    private readonly reader: SurveyResultsReader,
    @Inject(SURVEY_RESULTS_SOURCE) private readonly source: SurveyResultsSource,
  ) {}

  onModuleInit(): void {
    this.commits.onCommit((commit) => this.notify(commit));
  }

  /** Resolves when every push of the commits seen so far went out (tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending.values()].map((pending) => pending.done));
  }

  private notify(commit: ProjectionCommit): Promise<unknown> {
    const pushes: Array<Promise<void>> = [];
    for (const change of commit.changes) {
      if (change.collection !== SURVEY_RESULTS_COLLECTION || !change.doc) continue;
      const row = change.doc as SurveyResultsRow;
      // Created (nothing counted yet), anonymity set on a draft, deleted: no results to push.
      if (row.deleted || row.respondents === 0) continue;
      pushes.push(this.schedule(change.accountId, change.id, commit.checkpoint.position));
    }
    return Promise.all(pushes);
  }

  /** Resolves once the push that takes `position` went out. */
  private schedule(accountId: string, surveyId: string, position: number): Promise<void> {
    const key = `${accountId}:${surveyId}`;
    const running = this.pending.get(key);
    if (running) {
      running.again = true;
      running.position = Math.max(running.position, position);
      return running.done;
    }
    const pending: Pending = { again: true, position, done: Promise.resolve() };
    this.pending.set(key, pending);
    pending.done = this.drain(key, accountId, surveyId, pending);
    return pending.done;
  }

  private async drain(key: string, accountId: string, surveyId: string, pending: Pending): Promise<void> {
    while (pending.again) {
      pending.again = false;
      await this.push(accountId, surveyId, pending.position).catch((error: unknown) =>
        this.logger.error(`results push of survey ${surveyId} failed: ${(error as Error).stack ?? String(error)}`),
      );
    }
    this.pending.delete(key);
  }

  private async push(accountId: string, surveyId: string, position: number): Promise<void> {
    const survey = await this.source.surveyFor(accountId, surveyId);
    if (!survey) return;
    const view = await this.reader.results(accountId, survey);
    const message: ViewChangedMessage<SurveyResultsView> = { collection: SURVEY_RESULTS_COLLECTION, id: surveyId, view, position };
    this.gateway.emitToRooms([rooms.user(survey.created_by)], viewChangedEvent('surveys', 'surveyResults'), message);
  }
}
