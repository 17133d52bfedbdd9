import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DEFAULT_SURVEY_ORDER, type ListSurveysQuery, type PolicyActor, type SurveyListView } from '@kollab/contracts';
import { DEFAULT_PAGE_SIZE, sortByOrder, type FieldFilter } from '../../../core/read-store/read-store';
import { toSurveyListItem } from '../projections/survey-view';
import { SurveyReader } from './survey-reader';

export class ListSurveys {
  constructor(
    readonly accountId: string,
    readonly actor: PolicyActor,
    readonly query: ListSurveysQuery,
  ) {}
}

/** Row fields each `order` sorts by (titles case-insensitively). */
const SORT_FIELDS: Record<string, string> = {
  created_at: 'created_at',
  updated_at: 'updated_at',
  title: 'title_key',
  start_date: 'start_date',
  due_date: 'due_date',
  status: 'status',
};

/** GET v1/surveys: the surveys the caller may read (their own, the published ones assigned to them), filtered and sorted in SQL. */
@QueryHandler(ListSurveys)
export class ListSurveysHandler implements IQueryHandler<ListSurveys, SurveyListView> {
  constructor(private readonly reader: SurveyReader) {}

  async execute({ accountId, actor, query }: ListSurveys): Promise<SurveyListView> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const keys = this.reader.scopeKeys(actor);
    if (keys === null) return { data: [], meta: { page, limit, total: 0 } };
    const where: Record<string, FieldFilter> = { deleted: false, scope: { overlaps: keys } };
    if (query['filter[status]']) where.status = query['filter[status]'];
    if (query['filter[author]']) where.author = query['filter[author]'];
    if (query['filter[assigned]'] === 'me') where.assigned = { contains: actor.userId };
    const search = query['filter[search]']?.trim();
    const found = await this.reader.rows(accountId).find({
      where,
      search: search ? { text: search, fields: ['title'] } : undefined,
      sort: sortByOrder(query.order ?? DEFAULT_SURVEY_ORDER, SORT_FIELDS, { field: 'created_at', direction: 'desc' }),
      page,
      limit,
    });
    return {
      data: found.items.map((row) => toSurveyListItem(row.view, actor.userId)),
      meta: { page: found.page, limit: found.limit, total: found.total },
    };
  }
}
