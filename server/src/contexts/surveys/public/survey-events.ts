/** The surveys' events as other contexts may read them from the event store (notifications): the surveys' published language. */
export type { SurveyEvent } from '../domain/survey.events';
