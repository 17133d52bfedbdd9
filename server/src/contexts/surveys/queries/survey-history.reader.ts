import { Injectable } from '@nestjs/common';
import type { SurveyView } from '@kollab/contracts';
import type { AsOf } from '../../../core/history/as-of';
import type { HistoryEntry } from '../../../core/history/item-history';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import { surveyAggregate } from '../commands/survey.aggregate';
import { surveyNotFound } from '../domain/survey.errors';
import { toSurveyView } from '../projections/survey-view';

/**
 * Bookkeeping of the fold, not fields a person set: the times, the lifecycle, the reminders,
 * and the ballots of an anonymous survey (their ids and how many were released): a
 * submission shows as the respondent's status, never with its ballot.
 */
const LEFT_OUT = new Set(['created_at', 'updated_at', 'lifecycle', 'reminded_for', 'pending_ballots', 'released_ballots', 'answers_exist']);

/** The survey's history as its author sees it: who changed which field when, submissions as assignee statuses. */
export function surveyHistory(entries: HistoryEntry[]): HistoryEntry[] {
  return entries.map((entry) => ({ ...entry, changes: entry.changes.filter((change) => !LEFT_OUT.has(change.field)) }));
}

/** History and past states of a survey, folded from its stream. */
@Injectable()
export class SurveyHistoryReader {
  constructor(private readonly items: ItemHistoryService) {}

  async history(accountId: string, id: string): Promise<HistoryEntry[]> {
    return surveyHistory(await this.items.historyOf(surveyAggregate, accountId, id, () => surveyNotFound()));
  }

  /** The survey as it was at a version or time; undefined when it did not exist (or was deleted) then. */
  async surveyAt(accountId: string, id: string, asOf: NonNullable<AsOf>): Promise<SurveyView | undefined> {
    const past = await this.items.pastState(surveyAggregate, accountId, id, asOf);
    return past && past.state.lifecycle === 'live' ? toSurveyView(id, past.state, past.version, past.occurredAt) : undefined;
  }
}
