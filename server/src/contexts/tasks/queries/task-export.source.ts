import { Inject, Injectable } from '@nestjs/common';
import { DomainRefusal, ListTasksQuery, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, type ExportKind } from '@kollab/contracts';
import {
  exportSelection,
  contactNameCache,
  exportTable,
  itemColumns,
  teamNameCache,
  userNameCache,
  type ExportColumn,
  appRefusal,
} from '../../../core/export/export-rows';
import type { ExportRequestFacts, ExportSource, ExportTable } from '../../../core/export/export-sources';
import { dayCell } from '../../../core/export/table-file';
import { CONTACT_DIRECTORY, type ContactDirectory } from '../../contacts/public/contact-directory';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { TEAM_NAMES, type TeamNames } from '../../teams/public/team-names';
import { TYPE_CATALOG, type CatalogType, type TypeCatalog } from '../../types/public/type-catalog';
import { TASKS_COLLECTION, taskListProjection, type TaskRow as StoredTaskRow } from '../projections/task-list.projection';

/** What the export reads of a task's row: its view. */
type TaskRow = Pick<StoredTaskRow, 'id' | 'view'>;
import { taskListFilter } from './list-tasks.handler';
import { taskSort } from './task-page';
import { TaskReader } from './task-reader';

const SHEETS = { tasks: { de: 'Aufgaben', en: 'Tasks' }, claims: { de: 'Reklamationen', en: 'Claims' } };

/** `Produkt › Defekt`: a claim type with its parents, from the root. */
function claimPaths(types: readonly CatalogType[]): Map<string, string> {
  const byId = new Map(types.map((type) => [type.id, type]));
  const path = (type: CatalogType, seen = new Set<string>()): string => {
    const parent = type.parent_id ? byId.get(type.parent_id) : undefined;
    if (!parent || seen.has(parent.id)) return type.title;
    seen.add(type.id);
    return `${path(parent, seen)} › ${type.title}`;
  };
  return new Map(types.map((type) => [type.id, path(type)]));
}

/**
 * Tasks and claims for exports (issue 16): the rows of GET v1/tasks with the same filters,
 * order and read scope (the requester's policy when the job runs); claims are the tasks whose
 * type is a claim type, with the claim types as paths and the linked contacts. Claims need the
 * account's flag `feature.export_claims`.
 */
@Injectable()
export class TaskExportSource implements ExportSource {
  readonly kinds: readonly ExportKind[] = ['tasks', 'claims'];
  readonly listQuery = ListTasksQuery;
  readonly projections = [taskListProjection];

  constructor(
    private readonly reader: TaskReader,
    @Inject(TYPE_CATALOG) private readonly types: TypeCatalog,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @Inject(TEAM_NAMES) private readonly teams: TeamNames,
    @Inject(CONTACT_DIRECTORY) private readonly contacts: ContactDirectory,
  ) {}

  refusal({ actor, kind }: Pick<ExportRequestFacts, 'actor' | 'kind'>): Promise<DomainRefusal | undefined> {
    const refused = kind === 'claims' && !actor.flags.includes('feature.export_claims');
    return Promise.resolve(appRefusal(actor, 'tasks') ?? (refused ? DomainRefusal.forbidden('exports.claims_disabled') : undefined));
  }

  async table(facts: ExportRequestFacts): Promise<ExportTable> {
    const { accountId, actor, kind, query, locale } = facts;
    const claims = kind === 'claims';
    const list = query as ListTasksQuery;
    const [taskTypes, claimTypes] = await Promise.all([
      this.types.all(accountId, 'task'),
      claims ? this.types.all(accountId, 'claim') : Promise.resolve([]),
    ]);
    const typeTitles = new Map(taskTypes.map((type) => [type.id, type.title]));
    const { ids, documents, basis } = await exportSelection(
      facts,
      TASKS_COLLECTION,
      () => this.reader.rows(accountId),
      async () => {
        const keys = await this.reader.scopeKeys(accountId, actor);
        if (keys === null) return null;
        const { where, search } = taskListFilter(actor, list);
        if (claims) where['view.type'] = { in: taskTypes.filter((type) => type.is_claim).map((type) => type.id) };
        return { where: { ...where, deleted: false, scope: { overlaps: keys } }, search, sort: taskSort(list.order) };
      },
      ['view'],
    );
    const paths = claimPaths(claimTypes);
    const users = userNameCache(this.users);
    const teams = teamNameCache(this.teams, accountId);
    const contacts = contactNameCache(this.contacts, accountId);
    const prepare = async (docs: readonly TaskRow[]) => {
      await Promise.all([
        users.prime(docs.flatMap((row) => [...row.view.assignees.map((assignee) => assignee.user_id), row.view.created_by])),
        teams.prime(docs.flatMap((row) => (row.view.team ? [row.view.team] : []))),
        contacts.prime(docs.flatMap((row) => row.view.contacts.map((contact) => contact.contact_id))),
      ]);
    };
    const item = itemColumns((row: TaskRow) => row.view);
    const linked = (row: TaskRow) => contacts.list(row.view.contacts.map((contact) => contact.contact_id));
    const column = {
      status: { header: { de: 'Status', en: 'Status' }, width: 12, cell: (row) => TASK_STATUS_LABELS[locale][row.view.status] },
      priority: { header: { de: 'Priorität', en: 'Priority' }, width: 10, cell: (row) => TASK_PRIORITY_LABELS[locale][row.view.priority] },
      team: { header: { de: 'Team', en: 'Team' }, width: 18, cell: (row) => teams.optional(row.view.team) },
      assignees: {
        header: { de: 'Zuständige', en: 'Assignees' },
        width: 30,
        cell: (row) => users.list(row.view.assignees.map((assignee) => assignee.user_id)),
      },
      startDate: { header: { de: 'Startdatum', en: 'Start date' }, width: 12, cell: (row) => dayCell(row.view.start_date) },
      dueDate: { header: { de: 'Fälligkeitsdatum', en: 'Due date' }, width: 12, cell: (row) => dayCell(row.view.due_date) },
    } satisfies Record<string, ExportColumn<TaskRow>>;
    const columns: Array<ExportColumn<TaskRow>> = claims
      ? [
          item.number,
          item.title,
          {
            header: { de: 'Reklamationsart', en: 'Claim type' },
            width: 30,
            cell: (row) => row.view.claims.map((id) => paths.get(id) ?? id).join('; '),
          },
          { header: { de: 'Kontakt', en: 'Contact' }, width: 30, cell: linked },
          column.status,
          column.priority,
          column.startDate,
          column.dueDate,
          column.assignees,
          column.team,
          item.createdAt,
          item.changedAt,
        ]
      : [
          item.number,
          item.title,
          { header: { de: 'Typ', en: 'Type' }, width: 18, cell: (row) => (row.view.type ? (typeTitles.get(row.view.type) ?? '') : '') },
          column.status,
          column.priority,
          column.team,
          column.assignees,
          { header: { de: 'Kontakte', en: 'Contacts' }, width: 30, cell: linked },
          column.startDate,
          column.dueDate,
          { header: { de: 'Erstellt von', en: 'Created by' }, width: 20, cell: (row) => users.name(row.view.created_by) },
          item.createdAt,
          item.changedAt,
        ];
    return exportTable({ sheet: SHEETS[claims ? 'claims' : 'tasks'], locale, columns, ids, documents, prepare, basis });
  }
}
