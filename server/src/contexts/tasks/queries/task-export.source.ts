import { Inject, Injectable } from '@nestjs/common';
import { DomainRefusal, ListTasksQuery, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, type ExportKind } from '@kollab/contracts';
import { documentsInOrder, NameCache } from '../../../core/export/export-rows';
import type { ExportRequestFacts, ExportSource, ExportTable } from '../../../core/export/export-sources';
import { dayCell, type TableCell, type TableLocale, type TableRow } from '../../../core/export/table-file';
import { CONTACT_DIRECTORY, type ContactDirectory } from '../../contacts/public/contact-directory';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { TEAM_NAMES, type TeamNames } from '../../teams/public/team-names';
import { TYPE_CATALOG, type CatalogType, type TypeCatalog } from '../../types/public/type-catalog';
import type { TaskRow } from '../projections/task-list.projection';
import { taskListFilter } from './list-tasks.handler';
import { taskSort } from './task-page';
import { TaskReader } from './task-reader';

const HEADERS = {
  tasks: {
    de: [
      'Nummer',
      'Titel',
      'Typ',
      'Status',
      'Priorität',
      'Team',
      'Zuständige',
      'Kontakte',
      'Startdatum',
      'Fälligkeitsdatum',
      'Erstellt von',
      'Erstellt am',
      'Geändert am',
    ],
    en: [
      'Number',
      'Title',
      'Type',
      'Status',
      'Priority',
      'Team',
      'Assignees',
      'Contacts',
      'Start date',
      'Due date',
      'Created by',
      'Created at',
      'Changed at',
    ],
  },
  claims: {
    de: [
      'Nummer',
      'Titel',
      'Reklamationsart',
      'Kontakt',
      'Status',
      'Priorität',
      'Startdatum',
      'Fälligkeitsdatum',
      'Zuständige',
      'Team',
      'Erstellt am',
      'Geändert am',
    ],
    en: ['Number', 'Title', 'Claim type', 'Contact', 'Status', 'Priority', 'Start date', 'Due date', 'Assignees', 'Team', 'Created at', 'Changed at'],
  },
} as const;
const WIDTHS = { tasks: [10, 40, 18, 12, 10, 18, 30, 30, 12, 12, 20, 17, 17], claims: [10, 40, 30, 30, 12, 10, 12, 12, 30, 18, 17, 17] };
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

const stamp = (day: string): string => day.slice(0, 10);

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

  constructor(
    private readonly reader: TaskReader,
    @Inject(TYPE_CATALOG) private readonly types: TypeCatalog,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @Inject(TEAM_NAMES) private readonly teams: TeamNames,
    @Inject(CONTACT_DIRECTORY) private readonly contacts: ContactDirectory,
  ) {}

  refusal({ actor, kind }: Pick<ExportRequestFacts, 'actor' | 'kind'>): Promise<DomainRefusal | undefined> {
    const refused = kind === 'claims' && !actor.flags.includes('feature.export_claims');
    return Promise.resolve(refused ? DomainRefusal.forbidden('exports.claims_disabled') : undefined);
  }

  async table({ accountId, actor, kind, query, locale }: ExportRequestFacts): Promise<ExportTable> {
    const claims = kind === 'claims';
    const list = query as ListTasksQuery;
    const { where, search } = taskListFilter(actor, list);
    const [taskTypes, claimTypes, keys] = await Promise.all([
      this.types.all(accountId, 'task'),
      claims ? this.types.all(accountId, 'claim') : Promise.resolve([]),
      this.reader.scopeKeys(accountId, actor),
    ]);
    const typeTitles = new Map(taskTypes.map((type) => [type.id, type.title]));
    if (claims) where['view.type'] = { in: taskTypes.filter((type) => type.is_claim).map((type) => type.id) };
    const rows = this.reader.rows(accountId);
    const ids =
      keys === null ? [] : await rows.findIds({ where: { ...where, deleted: false, scope: { overlaps: keys } }, search, sort: taskSort(list.order) });
    const paths = claimPaths(claimTypes);
    const users = new NameCache(
      async (userIds) => new Map((await this.users.getUsers(userIds)).map((user) => [user.id, user.full_name || user.username])),
    );
    const teams = new NameCache((teamIds) => this.teams.namesOf(accountId, teamIds));
    const contacts = new NameCache(async (contactIds) => {
      const found = await Promise.all(contactIds.map((id) => this.contacts.find(accountId, id)));
      return new Map(found.flatMap((contact) => (contact ? [[contact.id, contact.name] as const] : [])));
    });
    const prepare = async (docs: readonly TaskRow[]) => {
      await Promise.all([
        users.prime(docs.flatMap((row) => [...row.view.assignees.map((assignee) => assignee.user_id), row.view.created_by])),
        teams.prime(docs.flatMap((row) => (row.view.team ? [row.view.team] : []))),
        contacts.prime(docs.flatMap((row) => row.view.contacts.map((contact) => contact.contact_id))),
      ]);
    };
    const cellsOf = (row: TaskRow): TableCell[] => {
      const task = row.view;
      const status = TASK_STATUS_LABELS[locale][task.status];
      const priority = TASK_PRIORITY_LABELS[locale][task.priority];
      const team = task.team ? teams.name(task.team) : '';
      const assignees = users.list(task.assignees.map((assignee) => assignee.user_id));
      const linked = contacts.list(task.contacts.map((contact) => contact.contact_id));
      const created = new Date(task.created_at);
      const changed = new Date(task.updated_at);
      if (claims) {
        const claimTypesText = task.claims.map((id) => paths.get(id) ?? id).join('; ');
        return [
          task.number,
          task.title,
          claimTypesText,
          linked,
          status,
          priority,
          dayCell(task.start_date),
          dayCell(task.due_date),
          assignees,
          team,
          created,
          changed,
        ];
      }
      const type = task.type ? (typeTitles.get(task.type) ?? '') : '';
      const author = users.name(task.created_by);
      return [
        task.number,
        task.title,
        type,
        status,
        priority,
        team,
        assignees,
        linked,
        dayCell(task.start_date),
        dayCell(task.due_date),
        author,
        created,
        changed,
      ];
    };
    const table = claims ? 'claims' : 'tasks';
    return {
      total: ids.length,
      fileStem: `${SHEETS[table][locale]}-${stamp(new Date().toISOString())}`,
      sections: [
        {
          name: SHEETS[table][locale],
          header: [...HEADERS[table][locale as TableLocale]],
          widths: WIDTHS[table],
          rows: (async function* (): AsyncIterable<TableRow> {
            for await (const row of documentsInOrder(rows, ids, prepare)) yield { cells: cellsOf(row) };
          })(),
        },
      ],
    };
  }
}
