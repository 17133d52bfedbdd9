import type { SurveyAssigneeStatus, SurveyCloseReason, SurveyStatus } from '@kollab/contracts';
import type { SurveyEvent, SurveyFields } from './survey.events';

export interface SurveyAssignee {
  user_id: string;
  status: SurveyAssigneeStatus;
}

export type LiveSurvey = SurveyFields & {
  lifecycle: 'live' | 'deleted';
  status: SurveyStatus;
  closed_reason: SurveyCloseReason | null;
  created_by: string;
  published_at: string | null;
  published_by: string | null;
  assignees: SurveyAssignee[];
  /** A first answer was saved or submitted (never reset): questions are locked against changes that invalidate answers. */
  answers_exist: boolean;
  /** The due dates a reminder was sent for. */
  reminded_for: string[];
  /** Anonymous: the ids of sealed ballots not yet released nor discarded, oldest first. */
  pending_ballots: string[];
  /** Anonymous: how many ballots were released (cast) so far. */
  released_ballots: number;
};

/** A survey as folded from `survey-<uuid>`. It holds no answer: they are in the events (or, anonymous, sealed). */
export type SurveyState = { lifecycle: 'none' } | LiveSurvey;

export const initialSurveyState = (): SurveyState => ({ lifecycle: 'none' });

/** The assignees named move to `status` (ids not assigned are left out). */
const withStatus = (survey: LiveSurvey, userIds: readonly string[], status: SurveyAssigneeStatus): SurveyAssignee[] =>
  survey.assignees.map((assignee) => (userIds.includes(assignee.user_id) ? { ...assignee, status } : assignee));

export function evolveSurvey(state: SurveyState, event: SurveyEvent): SurveyState {
  if (event.type === 'SurveyCreated') {
    const { created_by, ...fields } = event.data;
    return {
      lifecycle: 'live',
      ...fields,
      created_by,
      status: 'draft',
      closed_reason: null,
      published_at: null,
      published_by: null,
      assignees: [],
      answers_exist: false,
      reminded_for: [],
      pending_ballots: [],
      released_ballots: 0,
    };
  }
  if (state.lifecycle !== 'live') return state;
  switch (event.type) {
    case 'SurveyChanged':
      return { ...state, ...event.data };
    case 'SurveyAssigneesChanged': {
      const { added, removed } = event.data;
      const kept = state.assignees.filter((assignee) => !removed.includes(assignee.user_id));
      const known = new Set(kept.map((assignee) => assignee.user_id));
      return { ...state, assignees: [...kept, ...added.filter((id) => !known.has(id)).map((user_id) => ({ user_id, status: 'open' as const }))] };
    }
    case 'SurveyPublished':
      return { ...state, status: 'open', ...event.data };
    case 'SurveyStarted':
      return state.status === 'open' ? { ...state, status: 'in_progress' } : state;
    case 'SurveyClosed':
      return { ...state, status: 'closed', closed_reason: event.data.reason };
    case 'SurveyAssigneesBecameOverdue':
      return { ...state, assignees: withStatus(state, event.data.user_ids, 'overdue') };
    case 'SurveyReminderSent':
      return { ...state, reminded_for: [...state.reminded_for, event.data.due_date] };
    case 'SurveyDeleted':
      return { ...state, lifecycle: 'deleted' };
    case 'SurveyAnswersSaved':
    case 'SurveyAnonymousAnswersStarted':
      return { ...state, answers_exist: true, assignees: withStatus(state, [event.data.user_id], 'in_progress') };
    case 'SurveyAnswersSubmitted':
      return { ...state, answers_exist: true, assignees: withStatus(state, [event.data.user_id], 'closed') };
    case 'SurveyAnonymousAnswersSubmitted':
      return {
        ...state,
        answers_exist: true,
        assignees: withStatus(state, [event.data.user_id], 'closed'),
        pending_ballots: [...state.pending_ballots, event.data.ballot.ballot_id],
      };
    case 'SurveyBallotsReleased': {
      const released = new Set(event.data.ballot_ids);
      return {
        ...state,
        pending_ballots: state.pending_ballots.filter((id) => !released.has(id)),
        released_ballots: state.released_ballots + event.data.ballot_ids.length,
      };
    }
    case 'SurveyBallotsDiscarded': {
      const discarded = new Set(event.data.ballot_ids);
      return { ...state, pending_ballots: state.pending_ballots.filter((id) => !discarded.has(id)) };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
