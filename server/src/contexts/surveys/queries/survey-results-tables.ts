import { Inject, Injectable } from '@nestjs/common';
import { DomainRefusal, type ExportKind, type PolicyActor } from '@kollab/contracts';
import type { ExportRequestFacts, ExportSource, ExportTable } from '../../../core/export/export-sources';
import type { TableLocale, TableSection } from '../../../core/export/table-file';
import { PolicyService } from '../../access/public/policy.service';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { surveyResultsSections } from '../api/survey-results-export';
import { surveyPolicyItem } from '../domain/survey-policy';
import type { SurveyHeader } from '../projections/survey-list.projection';
import { SurveyReader } from './survey-reader';
import { SurveyResultsReader } from './survey-results.reader';
import { surveyForResults } from './survey-results.view';

/**
 * The results of a survey as tables, for its author only: the results route's download and
 * the `survey_results` exports (issue 16), one path for who may and what they get.
 */
@Injectable()
export class SurveyResultsTables implements ExportSource {
  readonly kinds: readonly ExportKind[] = ['survey_results'];

  constructor(
    private readonly policy: PolicyService,
    private readonly surveys: SurveyReader,
    private readonly results: SurveyResultsReader,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  /**
   * The survey's header when `actor` is its author (holding the role surveys); an assignee
   * who reads it gets 403, anyone else 404. Reads only the small header on the author's way (the
   * results page and its refreshes), the survey's whole row only to refuse.
   */
  async authorsSurvey(accountId: string, actor: PolicyActor, id: string): Promise<SurveyHeader> {
    const header = await this.surveys.header(accountId, id);
    if (header && this.policy.can(actor, 'edit', surveyPolicyItem({ created_by: header.created_by, status: header.status, assignees: [] })))
      return header;
    await this.surveys.readable(accountId, actor, id);
    throw DomainRefusal.forbidden('auth.forbidden');
  }

  /** Every figure, response or text answer of the survey as the export's sections (anonymous: never a name). */
  async sections(accountId: string, header: SurveyHeader, locale: TableLocale): Promise<TableSection[]> {
    const survey = surveyForResults(header);
    const all = await this.results.results(accountId, survey, { page: 1, limit: Number.MAX_SAFE_INTEGER });
    const names = survey.anonymous ? new Map<string, string>() : await this.namesOf((all.responses ?? []).map((r) => r.user_id));
    return surveyResultsSections(all, survey.questions, names, locale);
  }

  async refusal({ accountId, actor, surveyId }: Pick<ExportRequestFacts, 'accountId' | 'actor' | 'surveyId'>): Promise<DomainRefusal | undefined> {
    try {
      if (!actor.flags.includes('apps.surveys')) return DomainRefusal.forbidden('surveys.app_disabled');
      await this.authorsSurvey(accountId, actor, surveyId ?? '');
      return undefined;
    } catch (error) {
      if (error instanceof DomainRefusal) return error;
      throw error;
    }
  }

  async table({ accountId, actor, surveyId, locale }: ExportRequestFacts): Promise<ExportTable> {
    const header = await this.authorsSurvey(accountId, actor, surveyId ?? '');
    const sections = await this.sections(accountId, header, locale);
    const total = sections.reduce((sum, section) => sum + (Array.isArray(section.rows) ? section.rows.length : 0), 0);
    const stem =
      header.title
        .replace(/[^A-Za-z0-9_-]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .slice(0, 60) || (locale === 'de' ? 'Umfrage' : 'Survey');
    return { total, sections, fileStem: `${stem}-${new Date().toISOString().slice(0, 10)}` };
  }

  private async namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
    const users = await this.users.getUsers([...new Set(userIds)]);
    return new Map(users.map((user) => [user.id, user.full_name || user.username]));
  }
}
