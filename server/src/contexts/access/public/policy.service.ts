import { Inject, Injectable } from '@nestjs/common';
import {
  can,
  readScope,
  type App,
  type Role,
  type PolicyAction,
  type PolicyActor,
  type PolicyItem,
  type PolicyItemKind,
  type PortalGrant,
  type ReadScope,
  type TeamGrant,
  DomainRefusal,
  isRefusal,
} from '@kollab/contracts';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { MEMBERSHIP_DIRECTORY, type Membership, type MembershipDirectory } from '../../accounts/public/membership-directory';
import { TEAM_DIRECTORY, type TeamDirectory } from '../../teams/public/team-directory';
import { PORTAL_GRANTS, type PortalGrants } from './portal-grants';

/** The caller of an account route (the guard has checked the Account signature). */
export type AccountPrincipal = Pick<RequestPrincipal, 'userId' | 'roles' | 'flags'> & { accountId: string };

/** Who created an item, as the extended permissions need it. */
export interface CreatorFacts {
  creatorTeamIds: string[];
  creatorPortalContactIds: string[];
}

/**
 * The policy (contracts/src/policy/policy.ts) with its facts gathered: every query,
 * command, socket push, print and download of an item asks this service. Team and portal
 * grants come from the read models of their contexts; the roles and flags from the
 * verified Account signature.
 */
@Injectable()
export class PolicyService {
  constructor(
    @Inject(TEAM_DIRECTORY) private readonly teams: TeamDirectory,
    @Inject(PORTAL_GRANTS) private readonly portals: PortalGrants,
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
  ) {}

  async actor(principal: AccountPrincipal): Promise<PolicyActor> {
    const [teams, portals] = await Promise.all([
      this.teams.grantsOf(principal.accountId, principal.userId),
      this.portals.grantsOf(principal.accountId, principal.userId),
    ]);
    return { userId: principal.userId, roles: principal.roles, flags: principal.flags, teams, portals };
  }

  /**
   * A member as the policy sees them now, without a request (a job acting for its requester):
   * their membership's roles and the account's flags; undefined when they are no longer an
   * active member of an active account.
   */
  async currentActor(accountId: string, userId: string): Promise<PolicyActor | undefined> {
    const membership = await this.memberships.membership(accountId, userId);
    if (!membership || membership.status !== 'active' || membership.account_status !== 'active') return undefined;
    return this.actor({ accountId, userId, roles: membership.roles, flags: membership.flags });
  }

  /** The teams and portals of an item's creator (empty for none). */
  async creatorFacts(accountId: string, creatorId: string | null): Promise<CreatorFacts> {
    if (!creatorId) return { creatorTeamIds: [], creatorPortalContactIds: [] };
    const [teams, portals] = await Promise.all([
      this.teams.teamsOfUsers(accountId, [creatorId]),
      this.portals.portalsOfUsers(accountId, [creatorId]),
    ]);
    return { creatorTeamIds: teams.get(creatorId) ?? [], creatorPortalContactIds: portals.get(creatorId) ?? [] };
  }

  can(actor: PolicyActor, action: PolicyAction, item: PolicyItem): boolean {
    return can(actor, action, item);
  }

  /**
   * Throws unless allowed: an item the actor may not even read is 404 (as if it did not
   * exist, so ids of other people's items reveal nothing); a readable one they may not
   * change is 403 `auth.forbidden`.
   */
  assert(actor: PolicyActor, action: PolicyAction, item: PolicyItem): void {
    if (can(actor, action, item)) return;
    if (action !== 'create' && !can(actor, 'read', item)) throw DomainRefusal.notFound();
    throw DomainRefusal.forbidden('auth.forbidden');
  }

  /**
   * Seed §8 "content from another account", without telling strangers that an item exists:
   * runs `here` (a read in the caller's account); when it answers 404, looks for the item in
   * the caller's other accounts (active membership, the app on, one of `roles`) and, where
   * `readsThere` says the caller reads it with their actor of that account, answers 404
   * `tenancy.other_account` naming that account (ApiErrorBody.account). Anybody else gets
   * `here`'s own 404: a user who is not a member there, or who may not read the item there,
   * learns nothing they could not learn by switching.
   */
  async orOtherAccount<T>(
    principal: AccountPrincipal,
    need: { app: App; roles: readonly Role[] },
    here: () => Promise<T>,
    readsThere: (accountId: string, actor: PolicyActor) => Promise<boolean>,
  ): Promise<T> {
    try {
      return await here();
    } catch (error) {
      if (!isRefusal(error, 'not_found')) throw error;
      const others = (await this.memberships.membershipsOf(principal.userId)).filter(
        (m) =>
          m.account_id !== principal.accountId &&
          m.status === 'active' &&
          m.account_status === 'active' &&
          m.flags.includes(`apps.${need.app}`) &&
          m.roles.some((role) => need.roles.includes(role)),
      );
      for (const membership of others) {
        const actor = await this.actor({
          userId: principal.userId,
          accountId: membership.account_id,
          roles: membership.roles,
          flags: membership.flags,
        });
        if (await readsThere(membership.account_id, actor)) throw DomainRefusal.otherAccount(membership);
      }
      throw error;
    }
  }

  readScope(actor: PolicyActor, kind: PolicyItemKind): ReadScope {
    return readScope(actor, kind);
  }

  /**
   * The users of the account who may read `item` now — whom a socket push, a mail or a
   * job may tell about it. Candidates come from the item's relations (owner, assignees,
   * viewers, members of its teams and of its creator's teams, users of the portals it is
   * shared with or its creator belongs to); each is checked with `can` on their own
   * membership (active, roles, the account's apps) and grants.
   */
  async readersOf(accountId: string, item: PolicyItem): Promise<string[]> {
    const { staff, portal } = await this.readersByKind(accountId, item);
    return [...staff, ...portal].sort();
  }

  /**
   * The readers of `readersOf`, split into staff (role `user`: the full view) and portal
   * users (the reduced view) — what a push sends to whom.
   */
  async readersByKind(accountId: string, item: PolicyItem): Promise<{ staff: string[]; portal: string[] }> {
    const teamIds = [...new Set([...item.teamIds, ...item.creatorTeamIds])];
    const [teamMembers, portalUsers] = await Promise.all([
      // membersOf([]) means every team: ask only when the item names some.
      teamIds.length > 0 ? this.teams.membersOf(accountId, teamIds) : new Map<string, string[]>(),
      this.portals.usersOf(accountId, [...new Set([...item.sharedContactIds, ...item.creatorPortalContactIds])]),
    ]);
    const candidates = new Set<string>(
      [item.authorId, item.createdBy, ...item.assigneeIds, ...item.viewerIds, ...portalUsers, ...[...teamMembers.values()].flat()].filter(
        (id): id is string => Boolean(id),
      ),
    );
    // Each fact of every candidate in one read per kind (not four point reads per candidate).
    const candidateIds = [...candidates];
    const [memberships, teamGrants, portalGrants] = await Promise.all([
      this.membershipsIn(accountId, candidateIds),
      this.teamGrantsOf(accountId, candidateIds),
      this.portalGrantsOf(accountId, candidateIds),
    ]);
    const readers = candidateIds.map((userId) => {
      const membership = memberships.get(userId);
      if (!membership || membership.status !== 'active' || membership.account_status !== 'active') return undefined;
      const actor: PolicyActor = {
        userId,
        roles: membership.roles,
        flags: membership.flags,
        teams: teamGrants.get(userId) ?? [],
        portals: portalGrants.get(userId) ?? [],
      };
      return can(actor, 'read', item) ? { userId, staff: membership.roles.includes('user') } : undefined;
    });
    const found = readers.filter((reader): reader is { userId: string; staff: boolean } => reader !== undefined);
    const ids = (staff: boolean) =>
      found
        .filter((reader) => reader.staff === staff)
        .map((reader) => reader.userId)
        .sort();
    return { staff: ids(true), portal: ids(false) };
  }

  private async membershipsIn(accountId: string, userIds: readonly string[]): Promise<Map<string, Membership>> {
    const directory = this.memberships;
    if (userIds.length === 0) return new Map();
    if (directory.membershipsIn) return directory.membershipsIn(accountId, userIds);
    const found = await Promise.all(userIds.map(async (userId) => [userId, await directory.membership(accountId, userId)] as const));
    return new Map(found.filter((entry): entry is readonly [string, Membership] => entry[1] !== undefined));
  }

  private async teamGrantsOf(accountId: string, userIds: readonly string[]): Promise<Map<string, TeamGrant[]>> {
    const teams = this.teams;
    if (userIds.length === 0) return new Map();
    if (teams.grantsOfUsers) return teams.grantsOfUsers(accountId, userIds);
    return new Map(await Promise.all(userIds.map(async (userId) => [userId, await teams.grantsOf(accountId, userId)] as const)));
  }

  private async portalGrantsOf(accountId: string, userIds: readonly string[]): Promise<Map<string, PortalGrant[]>> {
    const portals = this.portals;
    if (userIds.length === 0) return new Map();
    if (portals.grantsOfUsers) return portals.grantsOfUsers(accountId, userIds);
    return new Map(await Promise.all(userIds.map(async (userId) => [userId, await portals.grantsOf(accountId, userId)] as const)));
  }
}
