import { Inject, Injectable } from '@nestjs/common';
import { SURVEY_RESPONSES_PAGE_SIZE, type SurveyResultsView } from '@kollab/contracts';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import {
  SURVEY_RESPONSES_COLLECTION,
  SURVEY_RESULTS_COLLECTION,
  SURVEY_TEXT_ANSWERS_COLLECTION,
  type StoredSurveyResponse,
  type StoredTextBallot,
  type SurveyResultsRow,
} from '../projections/survey-results.projection';
import { SURVEY_RESULTS_CHUNK, slotRowIds, type SlotRow } from '../projections/survey-results.slots';
import { surveyResultsView, textAnswersOf, type SurveyForResults, type SurveyResultsData } from './survey-results.view';

export interface ResponsesPage {
  page: number;
  limit: number;
}
const SORTED_TEXTS_KEPT = 50;
const FIRST_PAGE: ResponsesPage = { page: 1, limit: SURVEY_RESPONSES_PAGE_SIZE };

/** Reads of the text answers that met a commit moving them (a shuffle) before giving up on a quiet moment. */
const READ_ATTEMPTS = 3;

/**
 * The results of one survey (GET v1/surveys/{id}/results and the results push): the counts
 * row and, in one statement each, the named responses or the anonymous text answers; the view
 * is built against the survey the caller read (its questions now). Access is the caller's to
 * check (the policy: its author; anonymous results only once released, which the view says).
 */
@Injectable()
export class SurveyResultsReader {
  private readonly sortedTexts = new Map<string, Map<string, string[]>>();

  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The results with one page of the responses (newest first; the first 50 by default). */
  async results(accountId: string, survey: SurveyForResults, page: ResponsesPage = FIRST_PAGE): Promise<SurveyResultsView> {
    return surveyResultsView(survey, await this.data(accountId, survey, page));
  }

  private async data(accountId: string, survey: SurveyForResults, page: ResponsesPage): Promise<SurveyResultsData> {
    const counts = this.store.collection<SurveyResultsRow>(SURVEY_RESULTS_COLLECTION).forAccount(accountId);
    const first = live(await counts.get(survey.id));
    if (!first) return { row: first, responses: [], page, textBallots: [] };
    let row: SurveyResultsRow = first;
    // A cast ballot may move a text answer to another slot: read again when the counts moved on meanwhile.
    for (let attempt = 1; ; attempt += 1) {
      const [textBallots, responses] = await Promise.all([
        this.slots<StoredTextBallot>(SURVEY_TEXT_ANSWERS_COLLECTION, accountId, survey.id, 0, row.text_ballots),
        survey.anonymous ? [] : this.responsesPage(accountId, survey.id, row.responses, page),
      ]);
      const now: SurveyResultsRow | undefined = survey.anonymous ? live(await counts.get(survey.id)) : row;
      if (!now || sameApplied(now, row) || attempt === READ_ATTEMPTS)
        return { row, responses, page, textBallots, texts: this.sorted(survey, row, textBallots) };
      row = now;
    }
  }

  /**
   * An anonymous survey's text answers change only when a group is cast (the counts row's
   * `applied` moves): sorted once per release, not on every read and push.
   */
  private sorted(survey: SurveyForResults, row: SurveyResultsRow, textBallots: readonly StoredTextBallot[]): Map<string, string[]> | undefined {
    if (!survey.anonymous) return undefined;
    const key = `${survey.id}:${row.applied.transaction_id}:${row.applied.position}:${textBallots.length}`;
    const cached = this.sortedTexts.get(key);
    if (cached) return cached;
    const texts = textAnswersOf(true, textBallots);
    this.sortedTexts.set(key, texts);
    // a few surveys' worth: the oldest goes first
    if (this.sortedTexts.size > SORTED_TEXTS_KEPT) this.sortedTexts.delete(this.sortedTexts.keys().next().value!);
    return texts;
  }

  /** Responses are only appended: page p of those the counts hold, newest first. */
  private async responsesPage(accountId: string, surveyId: string, count: number, { page, limit }: ResponsesPage): Promise<StoredSurveyResponse[]> {
    const end = Math.max(0, count - (page - 1) * limit);
    const start = Math.max(0, end - limit);
    const items = await this.slots<StoredSurveyResponse>(SURVEY_RESPONSES_COLLECTION, accountId, surveyId, start, end);
    return items.reverse();
  }

  /** Slots start … end − 1 of a slot collection, read in one statement. */
  private async slots<Item>(collection: string, accountId: string, surveyId: string, start: number, end: number): Promise<Item[]> {
    if (end <= start) return [];
    const first = Math.floor(start / SURVEY_RESULTS_CHUNK);
    const ids = slotRowIds(surveyId, end).slice(first);
    const rows = new Map(
      (await this.store.collection<SlotRow<Item>>(collection).forAccount(accountId).getMany(ids)).map((row) => [row.id, row.items]),
    );
    const offset = first * SURVEY_RESULTS_CHUNK;
    return ids.flatMap((id) => rows.get(id) ?? []).slice(start - offset, end - offset);
  }
}

const live = (row: SurveyResultsRow | undefined): SurveyResultsRow | undefined => (row && !row.deleted ? row : undefined);
const sameApplied = (a: SurveyResultsRow, b: SurveyResultsRow): boolean =>
  a.applied.transaction_id === b.applied.transaction_id && a.applied.position === b.applied.position;
