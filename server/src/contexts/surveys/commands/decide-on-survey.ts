import { DomainRefusal, type PolicyAction, type PolicyActor } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import type { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { WrongExpectedVersionError } from '../../../core/event-store/event-store.errors';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { PolicyService } from '../../access/public/policy.service';
import type { BallotSealer } from '../domain/survey-ballot';
import { surveyPolicyItem } from '../domain/survey-policy';
import type { SurveyCommand } from '../domain/survey.commands';
import { decideSurvey } from '../domain/survey.decide';
import { surveyNotFound } from '../domain/survey.errors';
import type { LiveSurvey } from '../domain/survey.state';
import { surveyAggregate } from './survey.aggregate';

const ATTEMPTS = 5;

/** The token of the server's BallotBox (commands/ballot-box.ts). */
export const BALLOT_BOX = Symbol('BALLOT_BOX');

/** Who asks, and what the policy must allow them on the survey; null for the system (the date and release jobs). */
export type SurveyPermission = { actor: PolicyActor; action: PolicyAction } | null;

/** The policy's answer on a live survey: 404 when the caller may not even read it, 403 when not `action`. */
export function authorizeSurvey(policy: PolicyService, survey: LiveSurvey, permission: SurveyPermission): void {
  if (permission === null) return;
  const item = surveyPolicyItem(survey);
  if (!policy.can(permission.actor, 'read', item)) throw surveyNotFound();
  if (!policy.can(permission.actor, permission.action, item)) throw DomainRefusal.forbidden('auth.forbidden');
}

/**
 * Loads `survey-<id>`, asks the policy, decides `command(survey)` and appends with the version
 * decided on. Without `basedOn` (If-Match or `version`) a concurrent change (another
 * respondent's submission, most often) is decided again on the new state; with it, a stale
 * edit is a 409 `concurrency.wrong_expected_version`.
 */
export async function decideOnSurvey(
  repository: EventSourcedRepository,
  policy: PolicyService,
  seal: BallotSealer,
  context: CommandContext,
  id: string,
  permission: SurveyPermission,
  command: (survey: LiveSurvey) => SurveyCommand | Promise<SurveyCommand>,
  basedOn?: number,
): Promise<AppendResult> {
  for (let attempt = 1; ; attempt += 1) {
    const loaded = await repository.current(surveyAggregate, context.accountId, id);
    const survey = loaded.state;
    if (survey.lifecycle !== 'live') throw surveyNotFound();
    authorizeSurvey(policy, survey, permission);
    const decision = await command(survey);
    try {
      return await repository.execute(surveyAggregate, context, id, (now) => decideSurvey(decision, now, seal), basedOn ?? loaded.version, loaded);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || basedOn !== undefined || attempt >= ATTEMPTS) throw error;
    }
  }
}
