import { DomainRefusal, sameValue } from '@kollab/contracts';
import { ballotsToRelease, type BallotSealer } from './survey-ballot';
import { answer } from './survey.answers';
import type { ChangeSurvey, CreateSurvey, ReleaseSurveyBallots, SurveyCommand } from './survey.commands';
import { anonymityFixed, assigneeSubmitted, questionsLocked, startDateFixed, surveyClosed, surveyNotFound } from './survey.errors';
import type { SurveyEvent, SurveyFields } from './survey.events';
import { checkFields, fieldsFromDraft, lockedQuestionChanges, type SurveyDraft } from './survey.fields';
import type { LiveSurvey, SurveyState } from './survey.state';
import { changeStatus, checkPublishable, closeAtDueDate, dayOf, draftOf, remind, start, startedBy } from './survey.status';

const EMPTY_DRAFT: SurveyDraft = { title: '', description: null, anonymous: false, start_date: null, due_date: null, questions: [], assignees: [] };

/** A new draft: its fields checked, its assignees recorded (they are invited when it is published). */
function create({ data }: CreateSurvey, state: SurveyState): SurveyEvent[] {
  if (state.lifecycle !== 'none') throw DomainRefusal.conflict('concurrency.wrong_expected_version');
  const sent = fieldsFromDraft(data.fields);
  const draft: SurveyDraft = { ...EMPTY_DRAFT, ...sent };
  checkFields(draft, data.facts, new Set(Object.keys(sent)));
  const { assignees, ...fields } = draft;
  const events: SurveyEvent[] = [{ type: 'SurveyCreated', data: { ...fields, created_by: data.actor.userId } }];
  if (assignees.length > 0) events.push({ type: 'SurveyAssigneesChanged', data: { added: assignees, removed: [] } });
  return events;
}

/**
 * PATCH: only what changed is recorded. A closed survey is final. Once published, it stays
 * publishable (questions, dates, assignees), its anonymity is fixed, its start date too once
 * in progress, and a moved due date may not lie in the past. Once a first answer exists, the
 * questions may change only in ways that keep every answer valid (issue 15); assignees who
 * submitted stay.
 */
function change({ data }: ChangeSurvey, survey: LiveSurvey): SurveyEvent[] {
  if (survey.status === 'closed') throw surveyClosed();
  const today = dayOf(data.actor.now);
  const current = draftOf(survey);
  const changed = Object.fromEntries(
    Object.entries(fieldsFromDraft(data.changes)).filter(([field, value]) => !sameValue(current[field as keyof SurveyDraft], value)),
  ) as Partial<SurveyDraft>;
  const next: SurveyDraft = { ...current, ...changed };
  checkFields(next, data.facts, new Set(Object.keys(changed)));
  if (survey.status !== 'draft') {
    if ('anonymous' in changed) throw anonymityFixed();
    if ('start_date' in changed && survey.status === 'in_progress') throw startDateFixed();
    checkPublishable(next, today, 'due_date' in changed);
  }
  if (survey.answers_exist && changed.questions) {
    const locked = lockedQuestionChanges(survey.questions, next.questions);
    if (Object.keys(locked).length > 0) throw questionsLocked(locked);
  }
  const added = next.assignees.filter((id) => !current.assignees.includes(id));
  const removed = current.assignees.filter((id) => !next.assignees.includes(id));
  const submitted = removed.filter((id) => survey.assignees.some((assignee) => assignee.user_id === id && assignee.status === 'closed'));
  if (submitted.length > 0)
    throw assigneeSubmitted({ assignees: submitted.map((user_id) => ({ key: 'surveys.assignee_submitted', params: { user_id } })) });

  const { assignees: _assignees, ...fields } = changed;
  const events: SurveyEvent[] = [];
  if (Object.keys(fields).length > 0) events.push({ type: 'SurveyChanged', data: fields as Partial<SurveyFields> });
  if (added.length > 0 || removed.length > 0) events.push({ type: 'SurveyAssigneesChanged', data: { added, removed } });
  if ('start_date' in changed) events.push(...startedBy({ status: survey.status, start_date: next.start_date }, today));
  return events;
}

/** The release job: the sealed ballots to cast now as one group, or to discard (survey-ballot.ts: ballotsToRelease). */
function release({ data }: ReleaseSurveyBallots, survey: LiveSurvey): SurveyEvent[] {
  const decision = ballotsToRelease(survey.pending_ballots, survey.status === 'closed');
  if (decision === null) return [];
  if ('discard' in decision) return [{ type: 'SurveyBallotsDiscarded', data: { ballot_ids: decision.discard } }];
  return [{ type: 'SurveyBallotsReleased', data: { release_id: data.release_id, ballot_ids: decision.release } }];
}

/**
 * Decides a survey command on the survey's state: the events to append, nothing when the
 * command changes nothing (an idempotent repeat, a job for a date the survey no longer has),
 * or a DomainRefusal. `seal` seals the ballot of an anonymous submission (the server's key;
 * a stand-in in specs). Who may send which command is the policy's question
 * (survey-policy.ts), asked by the handler before; whether the caller is an assignee is the
 * decider's (it knows the assignees).
 */
export function decideSurvey(command: SurveyCommand, state: SurveyState, seal: BallotSealer): SurveyEvent[] {
  if (command.type === 'CreateSurvey') return create(command, state);
  if (state.lifecycle !== 'live') throw surveyNotFound();
  const survey = state;
  switch (command.type) {
    case 'ChangeSurvey':
      return change(command, survey);
    case 'ChangeSurveyStatus':
      return changeStatus(command, survey);
    case 'StartSurvey':
      return start(command, survey);
    case 'CloseSurveyAtDueDate':
      return closeAtDueDate(command, survey);
    case 'RemindSurveyAssignees':
      return remind(command, survey);
    case 'DeleteSurvey': {
      // Sealed ballots of a deleted survey are never counted: discarded (and erased) with it.
      const pending = survey.pending_ballots;
      return [
        ...(pending.length > 0 ? [{ type: 'SurveyBallotsDiscarded' as const, data: { ballot_ids: pending } }] : []),
        { type: 'SurveyDeleted', data: {} },
      ];
    }
    case 'AnswerSurvey':
      return answer(command, survey, seal);
    case 'ReleaseSurveyBallots':
      return release(command, survey);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
