import { Inject, Injectable } from '@nestjs/common';
import { ROLES, type PolicyActor, type PolicyItem, type SurveyAbilities, type SurveyDetailView } from '@kollab/contracts';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { PolicyService, type AccountPrincipal } from '../../access/public/policy.service';
import { mayAnswer, surveyPolicyItem } from '../domain/survey-policy';
import { surveyNotFound } from '../domain/survey.errors';
import { dayOf } from '../domain/survey.status';
import { SURVEY_ANSWERS_COLLECTION, surveyAnswersRowId, type SurveyAnswersRow } from '../projections/survey-answers.projection';
import { SURVEY_HEADERS_COLLECTION, SURVEYS_COLLECTION, type SurveyHeader, type SurveyRow } from '../projections/survey-list.projection';
import { toAssignedSurveyView } from '../projections/survey-view';

export interface ReadableSurvey {
  row: SurveyRow;
  item: PolicyItem;
  can: SurveyAbilities;
}

/** Reads of the surveys read models, always within one account and through the policy. */
@Injectable()
export class SurveyReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly policy: PolicyService,
  ) {}

  rows(accountId: string) {
    return this.store.collection<SurveyRow>(SURVEYS_COLLECTION).forAccount(accountId);
  }

  /** The survey's header (questions, status, author, counts: no assignees), undefined when unknown or deleted. */
  async header(accountId: string, id: string): Promise<SurveyHeader | undefined> {
    const header = await this.store.collection<SurveyHeader>(SURVEY_HEADERS_COLLECTION).forAccount(accountId).get(id);
    return header && !header.deleted ? header : undefined;
  }

  answers(accountId: string) {
    return this.store.collection<SurveyAnswersRow>(SURVEY_ANSWERS_COLLECTION).forAccount(accountId);
  }

  /** The caller's own answers row (undefined before their first save). */
  myAnswers(accountId: string, surveyId: string, userId: string): Promise<SurveyAnswersRow | undefined> {
    return this.answers(accountId).get(surveyAnswersRowId(surveyId, userId));
  }

  /** The live survey's row if `actor` may read it, with what they may do with it now; 404 `surveys.survey_not_found` otherwise. */
  async readable(accountId: string, actor: PolicyActor, id: string, now: Date = new Date()): Promise<ReadableSurvey> {
    const found = await this.readableRow(accountId, actor, id);
    if (!found) throw surveyNotFound();
    const { row, item } = found;
    const edit = this.policy.can(actor, 'edit', item);
    const can: SurveyAbilities = {
      edit,
      delete: this.policy.can(actor, 'delete', item),
      change_status: edit,
      answer: mayAnswer(row.state, actor.userId, dayOf(now.toISOString())),
      results: edit,
    };
    return { row, item, can };
  }

  /**
   * GET v1/surveys/{id}: the author's view or the assignee's, with `can`; a survey the caller
   * reads in another of their accounts is 404 `tenancy.other_account` naming it (seed §8).
   */
  async detail(principal: AccountPrincipal, actor: PolicyActor, id: string): Promise<{ view: SurveyDetailView; version: number }> {
    const { row, can } = await this.policy.orOtherAccount(
      principal,
      { app: 'surveys', roles: ROLES },
      () => this.readable(principal.accountId, actor, id),
      async (accountId, there) => (await this.readableRow(accountId, there, id)) !== null,
    );
    const view = can.edit ? row.view : toAssignedSurveyView(row.view, actor.userId);
    return { view: { ...view, can }, version: row.version };
  }

  private async readableRow(accountId: string, actor: PolicyActor, id: string): Promise<{ row: SurveyRow; item: PolicyItem } | null> {
    const row = await this.rows(accountId).get(id);
    if (!row || row.deleted) return null;
    const item = surveyPolicyItem(row.state);
    return this.policy.can(actor, 'read', item) ? { row, item } : null;
  }

  /** The caller's read scope as keys a row's `scope` must share one of; null when they read no survey at all. */
  scopeKeys(actor: PolicyActor): string[] | null {
    const scope = this.policy.readScope(actor, 'survey');
    if (scope.none) return null;
    const keys = [...(scope.ownerId ? [`owner:${scope.ownerId}`] : []), ...(scope.participantId ? [`assignee:${scope.participantId}`] : [])];
    return keys.length > 0 ? keys : null;
  }
}
