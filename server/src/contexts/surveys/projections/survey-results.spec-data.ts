// Events of one survey for the results specs (projection, reader, notifier): not used by the app.
import type { SurveyQuestion } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import { streamEvents } from '../../../core/testing/projection-specification';
import type { SurveyBallotEvent } from '../domain/survey-ballot';
import { BEN, fields } from '../domain/survey.spec-data';
import type { SurveyAnswer, SurveyEvent, SurveyFields } from '../domain/survey.events';

/**
 * The events of survey `surveyId` and of its releases, numbered in one global order as they
 * are made (the projection skips what is at or before the last event it applied, so two
 * streams must not share positions as `streamEvents` alone would have them).
 */
export function surveyTimeline(surveyId = 's1') {
  let position = 0;
  const stamp = <Event extends RecordedEvent>(event: Event): Event => ({ ...event, position: (position += 1) });
  const survey = streamEvents<SurveyEvent>(`survey-${surveyId}`, { actorId: BEN });
  const releases = new Map<string, ReturnType<typeof streamEvents<SurveyBallotEvent>>>();
  return {
    created: (overrides: Partial<SurveyFields> = {}) => stamp(survey('SurveyCreated', { ...fields(overrides), created_by: BEN })),
    changed: (changes: Partial<SurveyFields>) => stamp(survey('SurveyChanged', changes)),
    deleted: () => stamp(survey('SurveyDeleted', {})),
    /** A named submission by `userId` (its actor), on the day of its position. */
    submitted: (userId: string, answers: SurveyAnswer[]) =>
      stamp(survey('SurveyAnswersSubmitted', { user_id: userId, answers }, { actorId: userId })),
    /** A ballot cast in `survey_ballots-<release>`: no actor, the day only. */
    cast: (release: string, answers: SurveyAnswer[]) => {
      const stream = releases.get(release) ?? streamEvents<SurveyBallotEvent>(`survey_ballots-${release}`, { actorId: null });
      releases.set(release, stream);
      return stamp(stream('SurveyBallotCast', { survey_id: surveyId, answers }));
    },
  };
}

/** Answers by question id (in the order given), as events keep them. */
export const answers = (byQuestion: Record<string, SurveyAnswer['answer']>): SurveyAnswer[] =>
  Object.entries(byQuestion).map(([question_id, answer]) => ({ question_id, answer }));

/** The survey argument of SurveyResultsReader.results for these questions. */
export const surveyFor = (questions: SurveyQuestion[], overrides: { anonymous?: boolean; submitted?: number; assignees?: number } = {}) => ({
  id: 's1',
  anonymous: overrides.anonymous ?? false,
  status: 'in_progress' as const,
  questions,
  assignee_count: overrides.assignees ?? 10,
  submitted_count: overrides.submitted ?? 0,
  version: 7,
});
