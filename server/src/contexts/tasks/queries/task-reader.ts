import { Inject, Injectable } from '@nestjs/common';
import {
  portalTaskUserIds,
  portalTaskView,
  type ItemAbilities,
  type PolicyActor,
  type PolicyItem,
  type PortalTaskView,
  type TaskView,
  DomainRefusal,
} from '@kollab/contracts';
import { ACTOR_NAMES, type ActorNames } from '../../../core/history/actor-names';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { PolicyService, type AccountPrincipal } from '../../access/public/policy.service';
import { PORTAL_GRANTS, type PortalGrants } from '../../access/public/portal-grants';
import { portalFacesOf } from '../../access/public/portal-names';
import { TEAM_DIRECTORY, type TeamDirectory } from '../../teams/public/team-directory';
import { TYPE_CATALOG, type TypeCatalog } from '../../types/public/type-catalog';
import { taskPolicyItem } from '../domain/task-policy';
import { TASKS_COLLECTION, type TaskRow } from '../projections/task-list.projection';
import { readerKeys } from '../projections/task-scope';

/** Reads of the tasks read model, always within one account and through the policy. */
@Injectable()
export class TaskReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly policy: PolicyService,
    @Inject(TEAM_DIRECTORY) private readonly teams: TeamDirectory,
    @Inject(PORTAL_GRANTS) private readonly portals: PortalGrants,
    @Inject(ACTOR_NAMES) private readonly names: ActorNames,
    @Inject(TYPE_CATALOG) private readonly types: TypeCatalog,
  ) {}

  /**
   * What each reader sees of the tasks: staff the whole view; portal users (no role user) the
   * PortalTaskView, with the type's title and the names of its assignees (one batched read).
   */
  async facesFor(accountId: string, actor: PolicyActor, views: readonly TaskView[]): Promise<Array<TaskView | PortalTaskView>> {
    return actor.roles.includes('user') ? [...views] : this.portalViews(accountId, views);
  }

  async faceFor(accountId: string, actor: PolicyActor, view: TaskView): Promise<TaskView | PortalTaskView> {
    return (await this.facesFor(accountId, actor, [view]))[0];
  }

  /** The PortalTaskViews of the tasks, with the names they show (also for the pushes to portal users). */
  async portalViews(accountId: string, views: readonly TaskView[]): Promise<PortalTaskView[]> {
    return portalFacesOf({ names: this.names, types: this.types }, accountId, 'task', views, portalTaskUserIds, portalTaskView);
  }

  rows(accountId: string) {
    return this.store.collection<TaskRow>(TASKS_COLLECTION).forAccount(accountId);
  }

  /** The live task's row if `actor` may read it; 404 `tasks.task_not_found` otherwise (unknown, deleted, another account's or not readable). */
  async readable(accountId: string, actor: PolicyActor, id: string): Promise<TaskRow> {
    return (await this.readableWithAbilities(accountId, actor, id)).row;
  }

  /** As `readable`, with what the one policy lets `actor` do with the task now (GET v1/tasks/{id}'s `can`). */
  async readableWithAbilities(accountId: string, actor: PolicyActor, id: string): Promise<{ row: TaskRow; can: ItemAbilities }> {
    const found = await this.readableRow(accountId, actor, id);
    if (!found) throw DomainRefusal.notFound('tasks.task_not_found');
    const { row, item } = found;
    return { row, can: { edit: this.policy.can(actor, 'edit', item), delete: this.policy.can(actor, 'delete', item) } };
  }

  /**
   * GET v1/tasks/{id}: `readableWithAbilities`, and a task the caller reads in another of
   * their accounts is 404 `tenancy.other_account` naming it (seed §8; PolicyService.orOtherAccount).
   */
  readableHereOrElsewhere(principal: AccountPrincipal, actor: PolicyActor, id: string): Promise<{ row: TaskRow; can: ItemAbilities }> {
    return this.policy.orOtherAccount(
      principal,
      { app: 'tasks', roles: ['user', 'contact'] },
      () => this.readableWithAbilities(principal.accountId, actor, id),
      async (accountId, there) => (await this.readableRow(accountId, there, id)) !== null,
    );
  }

  /** Of `ids`, the live tasks `actor` may read (one read of the rows, the creators' facts per creator). */
  async readableIds(accountId: string, actor: PolicyActor, ids: readonly string[]): Promise<Set<string>> {
    const rows = (await this.rows(accountId).getMany(ids)).filter((row) => !row.deleted);
    const creators = new Map<string, Awaited<ReturnType<PolicyService['creatorFacts']>>>();
    const readable = new Set<string>();
    for (const row of rows) {
      const creatorId = row.state.created_by;
      if (!creators.has(creatorId)) creators.set(creatorId, await this.policy.creatorFacts(accountId, creatorId));
      if (this.policy.can(actor, 'read', taskPolicyItem(row.state, creators.get(creatorId)!))) readable.add(row.id);
    }
    return readable;
  }

  /** Everybody who may read each live task of `ids` now (the policy's readers, in a few batched reads per task). */
  async readersOf(accountId: string, ids: readonly string[]): Promise<Map<string, Set<string>>> {
    const rows = (await this.rows(accountId).getMany(ids)).filter((row) => !row.deleted);
    const readers = new Map<string, Set<string>>();
    for (const row of rows) {
      const item = taskPolicyItem(row.state, await this.policy.creatorFacts(accountId, row.state.created_by));
      readers.set(row.id, new Set(await this.policy.readersOf(accountId, item)));
    }
    return readers;
  }

  private async readableRow(accountId: string, actor: PolicyActor, id: string): Promise<{ row: TaskRow; item: PolicyItem } | null> {
    const row = await this.rows(accountId).get(id);
    if (!row || row.deleted) return null;
    const creator = await this.policy.creatorFacts(accountId, row.state.created_by);
    const item = taskPolicyItem(row.state, creator);
    return this.policy.can(actor, 'read', item) ? { row, item } : null;
  }

  /**
   * The caller's read scope as keys a row's `scope` must share one of (see
   * projections/task-scope.ts); null when the caller reads no task at all. Extended
   * permissions name teams and portals: their members are the creators whose tasks count.
   */
  async scopeKeys(accountId: string, actor: PolicyActor): Promise<string[] | null> {
    const scope = this.policy.readScope(actor, 'task');
    if (scope.none) return null;
    const creatorTeams = scope.creatorTeamIds.length > 0 ? await this.teams.membersOf(accountId, scope.creatorTeamIds) : undefined;
    const creatorPortalUsers =
      scope.creatorPortalContactIds.length > 0 ? await this.portals.usersOf(accountId, scope.creatorPortalContactIds) : undefined;
    const creators = [...[...(creatorTeams?.values() ?? [])].flat(), ...(creatorPortalUsers ?? [])];
    return readerKeys(scope, creators);
  }
}
