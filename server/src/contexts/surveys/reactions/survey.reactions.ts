import type { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Reaction, ReactionJob } from '../../../core/reactions/reaction';
import { surveyAggregate } from '../commands/survey.aggregate';
import type { SurveyBallotsDiscarded, SurveyBallotsReleased } from '../domain/survey.events';
import { CastSurveyBallotsJob, ReleaseSurveyBallotsJob, type CastSurveyBallotsJobData } from '../jobs/survey-ballots.jobs';
import { SurveyDateJob, type SurveyDateJobData, type SurveyDateKind } from '../jobs/survey-date.job';

const DAY_MS = 24 * 60 * 60 * 1000;
const surveyIdOf = (event: RecordedEvent): string => event.streamId.slice(`${surveyAggregate.type}-`.length);
const midnight = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** When each date job runs (UTC): the start at 00:00 of the start date, the reminder at 07:00 the day before the due date, the close at 00:00 the day after. */
export function surveyDateRunsAt(kind: SurveyDateKind, date: string): number {
  if (kind === 'start') return midnight(date);
  if (kind === 'remind') return midnight(date) - DAY_MS + 7 * 60 * 60 * 1000;
  return midnight(date) + DAY_MS;
}

/**
 * Publishing a survey, or changing its dates once published → the date jobs (start, reminder,
 * close), each delayed to its time, keyed by the event: a re-read event schedules nothing
 * new; a moved date schedules its own jobs and the old ones find the date changed. Reads the
 * survey as that event left it (dates and status).
 */
export function scheduleSurveyDatesReaction(repository: EventSourcedRepository, clock: () => number = Date.now): Reaction {
  return {
    name: 'surveys-schedule-dates',
    eventTypes: ['SurveyPublished', 'SurveyChanged'],
    async react(event: RecordedEvent): Promise<ReactionJob[]> {
      if (event.type === 'SurveyChanged') {
        const changed = event.data as Record<string, unknown>;
        if (!('start_date' in changed) && !('due_date' in changed)) return [];
      }
      const surveyId = surveyIdOf(event);
      const { state } = await repository.load(surveyAggregate, event.metadata.accountId, surveyId, { toVersion: event.streamPosition });
      if (state.lifecycle !== 'live' || state.status === 'draft' || state.status === 'closed') return [];
      const dated: Array<[SurveyDateKind, string | null]> = [
        ['start', state.status === 'open' ? state.start_date : null],
        ['remind', state.due_date],
        ['close', state.due_date],
      ];
      return dated.flatMap(([kind, date]) => {
        if (date === null) return [];
        const data: SurveyDateJobData = { account_id: event.metadata.accountId, survey_id: surveyId, kind, date, event_id: event.eventId };
        return [{ job: SurveyDateJob.jobName, data, key: kind, delayMs: Math.max(0, surveyDateRunsAt(kind, date) - clock()) }];
      });
    },
  };
}

/**
 * The ballots of anonymous surveys: after each anonymous submission and when a survey closed,
 * the release job decides on a group; a released group is cast, discarded ballots erased.
 */
export const surveyBallotsReaction: Reaction = {
  name: 'surveys-ballots',
  eventTypes: ['SurveyAnonymousAnswersSubmitted', 'SurveyClosed', 'SurveyBallotsReleased', 'SurveyBallotsDiscarded'],
  react(event: RecordedEvent): ReactionJob[] {
    const account_id = event.metadata.accountId;
    const survey_id = surveyIdOf(event);
    if (event.type === 'SurveyAnonymousAnswersSubmitted' || event.type === 'SurveyClosed')
      return [{ job: ReleaseSurveyBallotsJob.jobName, data: { account_id, survey_id } }];
    const { ballot_ids } = event.data as (SurveyBallotsReleased | SurveyBallotsDiscarded)['data'];
    const release_id = event.type === 'SurveyBallotsReleased' ? (event.data as SurveyBallotsReleased['data']).release_id : null;
    const data: CastSurveyBallotsJobData = { account_id, survey_id, release_id, ballot_ids };
    return [{ job: CastSurveyBallotsJob.jobName, data }];
  },
};
