import { IsObject } from 'class-validator';
import { PageQuery } from '../validation/page-query';
import { ID_MAX, MaxLen, OneOf, Optional, Required, Text } from '../validation/rules';

/** What can be exported (issue 16): `claims` are the tasks whose type is a claim type. */
export const EXPORT_KINDS = ['claims', 'tasks', 'protocols', 'offers', 'survey_results'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The list a kind's `filter` takes its keys from: `{ "status": "open" }` is what
 * `filter[status]=open` is on that list (GET v1/tasks for claims and tasks, v1/protocols,
 * v1/offers), `order` its order; survey results take no filter but `survey_id`.
 */
export const EXPORT_LISTS: Record<ExportKind, string> = {
  claims: 'v1/tasks',
  tasks: 'v1/tasks',
  protocols: 'v1/protocols',
  offers: 'v1/offers',
  survey_results: 'v1/surveys/{id}/results',
};

/**
 * POST v1/exports: one export rendered by a job and mailed to the caller (managers; claims
 * only with the account's flag `feature.export_claims`). `filter` holds the list's filter
 * keys without their `filter[…]` brackets, plus `order`; an unknown key or a bad value is 422
 * with the field `filter.<key>`.
 */
export class ExportInput {
  @Required()
  @OneOf(EXPORT_KINDS)
  kind!: ExportKind;

  @Required()
  @OneOf(EXPORT_FORMATS)
  format!: ExportFormat;

  @Optional()
  @IsObject({ message: 'validation.invalid' })
  filter?: Record<string, unknown>;

  /** The survey whose results to export (kind survey_results only, where it is required). */
  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  survey_id?: string;
}

/** GET v1/exports: the caller's own exports, newest first, by page and limit. */
export class ListExportsQuery extends PageQuery {}

/** GET v1/report_runs: the runs of the account's schedules (of one with `filter[schedule]`), newest first. */
export class ListReportRunsQuery extends PageQuery {
  @Optional()
  @Text()
  @MaxLen(ID_MAX)
  'filter[schedule]'?: string;
}
