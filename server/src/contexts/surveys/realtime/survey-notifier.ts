import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { rooms, viewChangedEvent, type DeletedSurveyView, type ViewChangedMessage } from '@kollab/contracts';
import { ProjectionCommits, type ProjectionCommit } from '../../../core/projections/projection-commits';
import type { ReadModelChange } from '../../../core/read-store/read-store';
import { ReaderMemory } from '../../../core/realtime/reader-memory';
import { RealtimeGateway } from '../../../core/realtime/realtime.gateway';
import { PolicyService } from '../../access/public/policy.service';
import { surveyPolicyItem } from '../domain/survey-policy';
import { SURVEYS_COLLECTION, type SurveyRow } from '../projections/survey-list.projection';
import { toAssignedSurveyView } from '../projections/survey-view';

/** What this process last pushed of a survey: what every assignee sees alike, each one's status, who was assigned. */
interface Pushed {
  shared: string;
  statuses: Map<string, string>;
}

/** The part of an assignee's view that is the same for every assignee (a change of it goes to all of them). */
const sharedPart = (row: SurveyRow): string => {
  const { my_status: _mine, version: _version, updated_at: _updated, ...shared } = toAssignedSurveyView(row.view, '');
  return JSON.stringify(shared);
};

/**
 * Pushes `surveys/surveyChanged` after the surveys projection committed a change: the author
 * gets their SurveyView every time; an assignee gets their own AssignedSurveyView (with
 * `my_status`) when what every assignee sees changed (title, dates, questions, status) or
 * their own status did — not when another respondent submitted, so a survey of 5,000
 * assignees does not push to all of them on every submission. Assignees removed get "gone
 * for you" (`revoked`), a deleted survey's tombstone goes to everyone who was told of it.
 * Recipients are asked of the policy (an inactive member, or a portal user whose account no
 * longer allows surveys, gets nothing). One item's pushes go out in order.
 */
@Injectable()
export class SurveyNotifier implements OnModuleInit {
  private readonly logger = new Logger('SurveyNotifier');
  private readonly order = new ReaderMemory();
  private readonly pushed = new Map<string, Pushed>();

  constructor(
    private readonly commits: ProjectionCommits,
    private readonly gateway: RealtimeGateway,
    private readonly policy: PolicyService,
  ) {}

  onModuleInit(): void {
    this.commits.onCommit((commit) => this.notify(commit));
  }

  /** Resolves when every push of the commits seen so far went out (tests). */
  idle(): Promise<void> {
    return this.order.idle();
  }

  private notify(commit: ProjectionCommit): Promise<unknown> {
    const pushes: Array<Promise<unknown>> = [];
    for (const change of commit.changes) {
      if (change.collection !== SURVEYS_COLLECTION || !change.doc) continue;
      const key = `${change.accountId}:${change.id}`;
      pushes.push(
        this.order
          .inOrder(key, () => this.push(key, change, commit.checkpoint.position))
          .catch((error: unknown) => this.logger.error(`push of survey ${change.id} failed: ${(error as Error).stack ?? String(error)}`)),
      );
    }
    return Promise.all(pushes);
  }

  private async push(key: string, change: ReadModelChange, position: number): Promise<void> {
    const row = change.doc as SurveyRow;
    const before = this.pushed.get(key);
    const emit = (users: readonly string[], view: unknown) => {
      if (users.length === 0) return;
      const message: ViewChangedMessage = { collection: SURVEYS_COLLECTION, id: row.id, view, position };
      this.gateway.emitToRooms(
        users.map((userId) => rooms.user(userId)),
        viewChangedEvent('surveys', 'survey'),
        message,
      );
    };
    const author = row.state.created_by;
    const assignees = row.state.assignees.map((assignee) => assignee.user_id);
    if (row.deleted) {
      this.pushed.delete(key);
      const tombstone: DeletedSurveyView = { id: row.id, version: row.version, deleted: true };
      emit([...new Set([author, ...assignees, ...(before?.statuses.keys() ?? [])])], tombstone);
      return;
    }
    const shared = sharedPart(row);
    const statuses = new Map(row.state.assignees.map((assignee) => [assignee.user_id, assignee.status as string]));
    this.pushed.set(key, { shared, statuses });
    const told =
      before === undefined || before.shared !== shared ? assignees : assignees.filter((id) => before.statuses.get(id) !== statuses.get(id));
    const subset = { ...row.state, assignees: row.state.assignees.filter((assignee) => told.includes(assignee.user_id)) };
    const { staff, portal } = await this.policy.readersByKind(change.accountId, surveyPolicyItem(subset));
    const readers = new Set([...staff, ...portal]);
    if (readers.has(author)) emit([author], row.view);
    for (const userId of told) if (userId !== author && readers.has(userId)) emit([userId], toAssignedSurveyView(row.view, userId));
    const removed = [...(before?.statuses.keys() ?? [])].filter((id) => !statuses.has(id) && id !== author);
    emit(removed, { id: row.id, version: row.version, deleted: true, revoked: true } satisfies DeletedSurveyView);
  }
}
