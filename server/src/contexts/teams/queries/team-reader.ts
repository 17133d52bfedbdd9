import { Inject, Injectable } from '@nestjs/common';
import { holdsTeamAdmin, type Role, type TeamGrant, type TeamView } from '@kollab/contracts';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { TEAM_MEMBERSHIPS_COLLECTION, TEAMS_COLLECTION, type TeamDoc, type TeamMembershipsDoc } from '../projections/team-list.projection';

/** Who asks, in which account (from the checked request). */
export interface TeamCaller {
  accountId: string;
  userId: string;
  roles: readonly Role[];
}

/** Who reads teams: managers see every member's permissions, a team's admins those of their team. */
export interface TeamViewer {
  userId: string;
  manager: boolean;
  /** The teams the viewer holds admin in. */
  adminOf: ReadonlySet<string>;
}

export const managesTeam = (viewer: TeamViewer, teamId: string): boolean => viewer.manager || viewer.adminOf.has(teamId);

/** A team's view; members' permissions only when `grantOf` is given (the viewer manages the team). */
export function toTeamView(doc: TeamDoc, grantOf?: (userId: string) => TeamGrant | undefined): TeamView {
  const members = doc.members.map(({ user_id }) => {
    const grant = grantOf?.(user_id);
    return grant ? { user_id, permissions: grant.permissions, extended_permissions: grant.extended_permissions } : { user_id };
  });
  return { id: doc.id, name: doc.name, short: doc.short, members, created_at: doc.created_at, updated_at: doc.updated_at, version: doc.version };
}

/** Reads of the teams read models, always scoped to the account asked about. */
@Injectable()
export class TeamReader {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  teams(accountId: string) {
    return this.store.collection<TeamDoc>(TEAMS_COLLECTION).forAccount(accountId);
  }

  memberships(accountId: string) {
    return this.store.collection<TeamMembershipsDoc>(TEAM_MEMBERSHIPS_COLLECTION).forAccount(accountId);
  }

  /** The caller as a viewer of teams: one point read of their own grants. */
  async viewer({ accountId, userId, roles }: TeamCaller): Promise<TeamViewer> {
    const own = await this.memberships(accountId).get(userId);
    const adminOf = new Set((own?.teams ?? []).filter((t) => holdsTeamAdmin(t.permissions)).map((t) => t.team_id));
    return { userId, manager: roles.includes('manager'), adminOf };
  }

  /** The views of `docs` for `viewer`; the grants of the members of teams they manage in one read. */
  async views(accountId: string, docs: readonly TeamDoc[], viewer: TeamViewer): Promise<TeamView[]> {
    const managed = docs.filter((doc) => managesTeam(viewer, doc.id));
    const userIds = [...new Set(managed.flatMap((doc) => doc.members.map((m) => m.user_id)))];
    const grants = new Map((await this.memberships(accountId).getMany(userIds)).map((doc) => [doc.user_id, doc.teams]));
    return docs.map((doc) =>
      managesTeam(viewer, doc.id) ? toTeamView(doc, (userId) => grants.get(userId)?.find((t) => t.team_id === doc.id)) : toTeamView(doc),
    );
  }
}
