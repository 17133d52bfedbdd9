import type { TeamMembershipsView } from '@kollab/contracts';
import type { RecordedEvent } from '../../../core/event-store/event-store.types';
import type { Projection } from '../../../core/projections/projection';
import type { Recorded } from '../../../core/event-store/event-store.types';
import { defineCachedCollection } from '../../../core/read-store/read-model-cache';
import type { ReadStore, ScopedCollection } from '../../../core/read-store/read-store';
import { TEAM_EVENT_TYPES, type TeamEvent } from '../domain/team.events';

export const TEAMS_COLLECTION = 'teams';
export const TEAM_MEMBERSHIPS_COLLECTION = 'team_memberships';
// The grants of every request and push (TeamDirectory): kept in memory where the projections run.
defineCachedCollection(TEAMS_COLLECTION);
defineCachedCollection(TEAM_MEMBERSHIPS_COLLECTION);

/**
 * A team as every member of the account may see it (and as `teams/teamChanged` pushes
 * it to the account room): who belongs, not their permissions.
 */
export interface TeamDoc {
  id: string;
  name: string;
  short: string;
  /** In the order they joined. */
  members: Array<{ user_id: string }>;
  created_at: string;
  updated_at: string;
  version: number;
}

/** A grant with the version of its team's stream that last set it. */
export type StoredGrant = TeamMembershipsView['teams'][number];

/**
 * One user's teams in one account, addressed by the user's id: the point read behind
 * TEAM_DIRECTORY.grantsOf (the Account signature) and the push to the user's room.
 */
export type TeamMembershipsDoc = TeamMembershipsView;

type Memberships = ScopedCollection<TeamMembershipsDoc>;

/** Pure: the user's memberships with `grant` set for its team. */
export function withGrant(doc: TeamMembershipsDoc | undefined, accountId: string, userId: string, grant: StoredGrant): TeamMembershipsDoc {
  const teams = doc?.teams ?? [];
  const known = teams.some((t) => t.team_id === grant.team_id);
  return {
    id: userId,
    account_id: accountId,
    user_id: userId,
    teams: known ? teams.map((t) => (t.team_id === grant.team_id ? grant : t)) : [...teams, grant],
  };
}

/** Pure: the user's memberships without `teamId`; null when no team is left (the row goes). */
export function withoutTeam(doc: TeamMembershipsDoc, teamId: string): TeamMembershipsDoc | null {
  const teams = doc.teams.filter((t) => t.team_id !== teamId);
  return teams.length > 0 ? { ...doc, teams } : null;
}

async function grant(memberships: Memberships, userId: string, grant: StoredGrant): Promise<void> {
  await memberships.upsert(withGrant(await memberships.get(userId), memberships.accountId, userId, grant));
}

async function revoke(memberships: Memberships, userId: string, teamId: string): Promise<void> {
  const doc = await memberships.get(userId);
  if (!doc) return;
  const next = withoutTeam(doc, teamId);
  await (next ? memberships.upsert(next) : memberships.delete(userId));
}

/**
 * `teams` (one row per live team) and `team_memberships` (one row per user with a team),
 * both in the team's account. Every event of a team moves its row's version, so each
 * change is pushed; events at or below that version are skipped (idempotent).
 */
export const teamListProjection: Projection = {
  name: 'team-list',
  version: 1,
  collections: [TEAMS_COLLECTION, TEAM_MEMBERSHIPS_COLLECTION],
  eventTypes: TEAM_EVENT_TYPES,
  documentsRead: (event) => [{ collection: TEAMS_COLLECTION, accountId: event.metadata.accountId, id: event.streamId.replace(/^team-/, '') }],
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const accountId = recorded.metadata.accountId;
    const teams = store.collection<TeamDoc>(TEAMS_COLLECTION).forAccount(accountId);
    const memberships = store.collection<TeamMembershipsDoc>(TEAM_MEMBERSHIPS_COLLECTION).forAccount(accountId);
    const id = recorded.streamId.replace(/^team-/, '');
    const version = recorded.streamPosition;
    const at = recorded.metadata.occurredAt;
    const event = recorded as Recorded<TeamEvent>;
    const current = await teams.get(id);
    if (event.type === 'TeamCreated') {
      if (!current) await teams.upsert({ id, ...event.data, members: [], created_at: at, updated_at: at, version });
      return;
    }
    if (!current || current.version >= version) return;
    const stamp = { updated_at: at, version };
    switch (event.type) {
      case 'TeamChanged':
        await teams.upsert({ ...current, ...event.data, ...stamp });
        return;
      case 'TeamDeleted':
        await teams.delete(id);
        for (const member of current.members) await revoke(memberships, member.user_id, id);
        return;
      case 'TeamMemberAdded':
      case 'TeamMemberPermissionsChanged': {
        const { user_id, permissions, extended_permissions } = event.data;
        const members = current.members.some((m) => m.user_id === user_id) ? current.members : [...current.members, { user_id }];
        await teams.upsert({ ...current, members, ...stamp });
        await grant(memberships, user_id, { team_id: id, permissions, extended_permissions, version });
        return;
      }
      case 'TeamMemberRemoved':
        await teams.upsert({ ...current, members: current.members.filter((m) => m.user_id !== event.data.user_id), ...stamp });
        await revoke(memberships, event.data.user_id, id);
        return;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};
