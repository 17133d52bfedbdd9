import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { SurveyBallotEvent } from '../domain/survey-ballot';
import type { SurveyEvent } from '../domain/survey.events';
import { evolveSurvey, initialSurveyState, type SurveyState } from '../domain/survey.state';

/** The survey as folded from its stream: the domain's state plus when it was created and last changed. */
export type StoredSurveyState = SurveyState & { created_at?: string; updated_at?: string };

/** Streams `survey-<uuid>` in the survey's account (questions, assignees and their statuses, the submission facts). */
export const surveyAggregate = defineAggregate<StoredSurveyState, SurveyEvent>({
  type: 'survey',
  initialState: initialSurveyState,
  // Hot while answers come in (one event per save or submission); never redacted but for sealed
  // ballots, which the state does not hold (only their ids).
  keepInMemory: true,
  // These streams hold only the events of SURVEY_EVENT_TYPES.
  evolve: (state, event) => {
    const next: StoredSurveyState = evolveSurvey(state, event);
    if (next.lifecycle === 'none') return next;
    return { ...next, created_at: state.created_at ?? event.metadata.occurredAt, updated_at: event.metadata.occurredAt };
  },
});

/** One release of an anonymous survey: its survey and how many ballots it cast. */
export interface SurveyBallotsState {
  survey_id: string | null;
  cast: number;
}

/**
 * Streams `survey_ballots-<release_id>`: the ballots of one release of an anonymous survey,
 * appended once (expected no_stream) with anonymousBallotEvents (no actor, a fresh
 * correlation id, the day only). Nothing here is ever decided: the stream is written whole.
 */
export const surveyBallotsAggregate = defineAggregate<SurveyBallotsState, SurveyBallotEvent>({
  type: 'survey_ballots',
  initialState: () => ({ survey_id: null, cast: 0 }),
  evolve: (state, event) => ({ survey_id: event.data.survey_id, cast: state.cast + 1 }),
});
