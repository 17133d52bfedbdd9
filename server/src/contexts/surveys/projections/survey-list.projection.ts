import type { SurveyView } from '@kollab/contracts';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { defineCollectionColumns } from '../../../core/read-store/collection-columns';
import { surveyAggregate } from '../commands/survey.aggregate';
import { SURVEY_EVENT_TYPES, type SurveyEvent } from '../domain/survey.events';
import { toSurveyView, type SurveyRowState } from './survey-view';

/** One row per survey: its author's view, the folded state, what lists filter and sort on, and its read-scope keys. */
export const SURVEYS_COLLECTION = 'surveys';
/**
 * One small row per survey (a document derived from its `surveys` row): what the results and
 * their push are built against and who may see them — without the assignees, whose list makes
 * the `surveys` row large (5,000 assignees: about 750 kB).
 */
export const SURVEY_HEADERS_COLLECTION = 'survey_headers';

defineCollectionColumns(SURVEYS_COLLECTION, {
  scope: { type: 'text[]' },
  assigned: { type: 'text[]' },
  deleted: { type: 'boolean', index: false },
  status: { type: 'text' },
  author: { type: 'text' },
  start_date: { type: 'text', index: false },
  due_date: { type: 'text', index: false },
  created_at: { type: 'text', index: false, sortIndex: true },
  updated_at: { type: 'text', index: false },
  title_key: { type: 'text', index: false },
  title: { type: 'text', index: false, search: true },
});

export interface SurveyRow {
  id: string;
  version: number;
  deleted: boolean;
  /** The folded state, without the ids of ballots waiting for their group (`pending_ballots` always empty). */
  state: SurveyRowState;
  view: SurveyView;
  /** Read-scope keys (surveyScopeKeys). */
  scope: string[];
  /** Every assignee's id ("Meine Umfragen": filter[assigned]=me). */
  assigned: string[];
  status: string;
  author: string;
  start_date: string | null;
  due_date: string | null;
  title: string;
  title_key: string;
  created_at: string;
  updated_at: string;
}

/**
 * The read-scope keys of a survey (the policy's readScope of kind survey as keys):
 * `owner:<author>` always, `assignee:<id>` once it is published (assignees read published
 * surveys only).
 */
export function surveyScopeKeys(survey: Pick<SurveyRowState, 'created_by' | 'status' | 'assignees'>): string[] {
  const keys = [`owner:${survey.created_by}`];
  if (survey.status !== 'draft') keys.push(...survey.assignees.map((assignee) => `assignee:${assignee.user_id}`));
  return [...new Set(keys)];
}

export interface SurveyHeader {
  id: string;
  version: number;
  deleted: boolean;
  created_by: string;
  title: string;
  status: SurveyRowState['status'];
  anonymous: boolean;
  questions: SurveyRowState['questions'];
  assignee_count: number;
  submitted_count: number;
}

/** The header of a survey's row. */
export const surveyHeaderOf = (row: SurveyRow): SurveyHeader => ({
  id: row.id,
  version: row.version,
  deleted: row.deleted,
  created_by: row.state.created_by,
  title: row.state.title,
  status: row.state.status,
  anonymous: row.state.anonymous,
  questions: row.state.questions,
  assignee_count: row.state.assignees.length,
  submitted_count: row.view.submitted_count,
});

const idOf = (streamId: string): string => streamId.slice(`${surveyAggregate.type}-`.length);

/** Folds each survey with the aggregate's own evolve into its row; a deleted survey keeps a row (`deleted: true`). */
export const surveyListProjection = singleStreamProjection<SurveyRow, SurveyEvent>({
  name: 'survey-list',
  version: 1,
  collection: SURVEYS_COLLECTION,
  eventTypes: SURVEY_EVENT_TYPES,
  derived: [{ collection: SURVEY_HEADERS_COLLECTION, of: surveyHeaderOf, keepWhenDeleted: true }],
  evolve(row, recorded) {
    const evolved = surveyAggregate.evolve(row?.state ?? surveyAggregate.initialState(), recorded);
    if (evolved.lifecycle === 'none') return undefined;
    // The ids of ballots waiting for their group are the decider's business: no read model keeps them.
    const state: SurveyRowState = { ...evolved, pending_ballots: [] };
    const version = recorded.streamPosition;
    const view = toSurveyView(idOf(recorded.streamId), state, version, recorded.metadata.occurredAt);
    return {
      id: view.id,
      version,
      deleted: state.lifecycle === 'deleted',
      state,
      view,
      scope: surveyScopeKeys(state),
      assigned: state.assignees.map((assignee) => assignee.user_id),
      status: state.status,
      author: state.created_by,
      start_date: state.start_date,
      due_date: state.due_date,
      title: state.title,
      title_key: state.title.toLowerCase(),
      created_at: view.created_at,
      updated_at: view.updated_at,
    };
  },
});
