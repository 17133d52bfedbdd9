import { DomainRefusal, type FormErrors } from '@kollab/contracts';

export const surveyNotFound = (): DomainRefusal => DomainRefusal.notFound('surveys.survey_not_found');
/** Publishing needs a title, a question, both dates (due after start) and an assignee: the fields missing, each named. */
export const publishIncomplete = (errors: FormErrors): DomainRefusal => new DomainRefusal('invalid', 'surveys.publish_incomplete', errors);
export const surveyClosed = (): DomainRefusal => DomainRefusal.conflict('surveys.survey_closed');
export const notPublished = (): DomainRefusal => DomainRefusal.conflict('surveys.not_published');
export const notStarted = (): DomainRefusal => DomainRefusal.conflict('surveys.not_started');
export const startDateFixed = (): DomainRefusal => DomainRefusal.conflict('surveys.start_date_fixed');
export const anonymityFixed = (): DomainRefusal => DomainRefusal.conflict('surveys.anonymity_fixed');
export const notAssignee = (): DomainRefusal => DomainRefusal.forbidden('surveys.not_assignee');
export const alreadySubmitted = (): DomainRefusal => DomainRefusal.conflict('surveys.already_submitted');
/** Once answers exist: the questions at fault, each with the rule it breaks. */
export const questionsLocked = (errors: FormErrors): DomainRefusal => new DomainRefusal('conflict', 'surveys.questions_locked', errors);
/** Assignees who submitted cannot be removed (their answer, anonymous or not, stays counted). */
export const assigneeSubmitted = (errors: FormErrors): DomainRefusal => new DomainRefusal('conflict', 'surveys.assignee_submitted', errors);
