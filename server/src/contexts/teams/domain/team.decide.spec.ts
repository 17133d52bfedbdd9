import type { RefusalKind, TeamPermission } from '@kollab/contracts';
import type { TeamActor, TeamCommand } from './team.commands';
import { decideTeam } from './team.decide';
import type { TeamEvent } from './team.events';
import { evolveTeam, initialTeamState, type TeamState } from './team.state';

const MANAGER: TeamActor = { user_id: 'u-manager', manager: true };
const ADMIN: TeamActor = { user_id: 'u-admin', manager: false };
const PLAIN: TeamActor = { user_id: 'u-plain', manager: false };

const created = (name = 'Vertrieb', short = 'VT'): TeamEvent => ({ type: 'TeamCreated', data: { name, short } });
const joined = (user_id: string, permissions: TeamPermission[], extended_permissions = false): TeamEvent => ({
  type: 'TeamMemberAdded',
  data: { user_id, permissions, extended_permissions },
});
const deleted: TeamEvent = { type: 'TeamDeleted', data: {} };
const given = (...events: TeamEvent[]): TeamState => events.reduce(evolveTeam, initialTeamState());
const when = (state: TeamState, command: TeamCommand) => () => decideTeam(command, state);
const refused = (kind: RefusalKind, code: string) => expect.objectContaining({ kind, code });
const invalid = (errors: Record<string, unknown>) => expect.objectContaining({ kind: 'invalid', errors });

/** A team with an admin (u-admin) and a plain member (u-plain, read). */
const team = () => given(created(), joined('u-admin', ['admin']), joined('u-plain', ['read']));

describe('CreateTeam', () => {
  type Named = Array<[string, TeamPermission[], boolean?, boolean?]>;
  const create = (name: string, short: string, actor = MANAGER, members: Named = [], creator_eligible = true): TeamCommand => ({
    type: 'CreateTeam',
    data: {
      name,
      short,
      actor,
      creator_eligible,
      members: members.map(([user_id, permissions, extended_permissions = false, eligible = true]) => ({
        user_id,
        permissions,
        extended_permissions,
        eligible,
      })),
    },
  });
  const creatorAdmin = joined('u-manager', ['read', 'create', 'edit', 'delete', 'admin']);

  it('creates a team with name and short, trimmed; its creator is its first admin with every permission', () => {
    expect(when(given(), create(' Vertrieb ', ' VT '))()).toEqual([created(), creatorAdmin]);
  });

  it('the creator is the last admin at once: they can be neither removed nor lose admin', () => {
    const state = given(...when(given(), create('Vertrieb', 'VT'))());
    expect(when(state, { type: 'RemoveTeamMember', data: { user_id: 'u-manager', actor: MANAGER } })).toThrow(
      refused('conflict', 'teams.last_admin_cannot_be_removed'),
    );
    const demote: TeamCommand = {
      type: 'ChangeTeamMemberPermissions',
      data: { user_id: 'u-manager', permissions: ['read'], extended_permissions: false, actor: MANAGER },
    };
    expect(when(state, demote)).toThrow(refused('conflict', 'teams.last_admin_cannot_be_removed'));
  });

  it('named members join with the team; the creator joins as admin when none of them is one', () => {
    expect(when(given(), create('Vertrieb', 'VT', MANAGER, [['u-anna', ['read', 'create'], true]]))()).toEqual([
      created(),
      creatorAdmin,
      joined('u-anna', ['read', 'create'], true),
    ]);
  });

  it('a named admin replaces the creator as first admin (the creator does not join)', () => {
    expect(
      when(
        given(),
        create('Technik', 'TE', MANAGER, [
          ['u-ben', ['read']],
          ['u-anna', ['admin', 'read']],
        ]),
      )(),
    ).toEqual([created('Technik', 'TE'), joined('u-ben', ['read']), joined('u-anna', ['read', 'admin'])]);
  });

  it('a creator named without admin gets it, keeping their extended permissions', () => {
    expect(
      when(
        given(),
        create('Vertrieb', 'VT', MANAGER, [
          ['u-anna', ['read']],
          ['u-manager', ['read'], true],
        ]),
      )(),
    ).toEqual([created(), joined('u-manager', ['read', 'create', 'edit', 'delete', 'admin'], true), joined('u-anna', ['read'])]);
  });

  it('a creator who may not join teams (no user role) leaves the team to the managers', () => {
    expect(when(given(), create('Vertrieb', 'VT', MANAGER, [], false))()).toEqual([created()]);
    expect(when(given(), create('Vertrieb', 'VT', MANAGER, [['u-anna', ['read']]], false))()).toEqual([created(), joined('u-anna', ['read'])]);
  });

  it('refuses named members who may not join, or are named twice, each by its index; nothing is created', () => {
    expect(
      when(
        given(),
        create('Vertrieb', 'VT', MANAGER, [
          ['u-anna', ['read']],
          ['u-portal', ['read'], false, false],
          ['u-anna', ['admin']],
        ]),
      ),
    ).toThrow(invalid({ 'members.1.user_id': [{ key: 'teams.user_not_eligible' }], 'members.2.user_id': [{ key: 'teams.user_already_member' }] }));
  });

  it('team: name and short required', () => {
    expect(when(given(), create('  ', ''))).toThrow(invalid({ name: [{ key: 'validation.required' }], short: [{ key: 'validation.required' }] }));
  });

  it('name at most 255, short (a prefix) at most 5 characters', () => {
    expect(when(given(), create('x'.repeat(256), 'ABCDEF'))).toThrow(
      invalid({ name: [{ key: 'validation.max_length', params: { max: 255 } }], short: [{ key: 'validation.max_length', params: { max: 5 } }] }),
    );
    expect(when(given(), create('x'.repeat(255), 'ABCDE'))()).toHaveLength(2);
  });

  it('is for managers only', () => {
    expect(when(given(), create('Vertrieb', 'VT', ADMIN))).toThrow(refused('forbidden', 'auth.forbidden'));
  });

  it('never overwrites an existing stream', () => {
    expect(when(given(created()), create('Neu', 'N'))).toThrow(refused('conflict', 'concurrency.wrong_expected_version'));
  });
});

describe('ChangeTeam', () => {
  const change = (name: string, short: string, actor: TeamActor = MANAGER): TeamCommand => ({ type: 'ChangeTeam', data: { name, short, actor } });

  it('records only the fields that changed', () => {
    expect(when(team(), change('Verkauf', 'VT'))()).toEqual([{ type: 'TeamChanged', data: { name: 'Verkauf' } }]);
    expect(when(team(), change('Verkauf', 'VK'))()).toEqual([{ type: 'TeamChanged', data: { name: 'Verkauf', short: 'VK' } }]);
  });

  it('records nothing when nothing changes', () => {
    expect(when(team(), change('Vertrieb', ' VT'))()).toEqual([]);
  });

  it("may be done by the team's admin, not by a plain member or an admin of another team", () => {
    expect(when(team(), change('Verkauf', 'VT', ADMIN))()).toHaveLength(1);
    expect(when(team(), change('Verkauf', 'VT', PLAIN))).toThrow(refused('forbidden', 'auth.forbidden'));
    expect(when(team(), change('Verkauf', 'VT', { user_id: 'u-other-admin', manager: false }))).toThrow(refused('forbidden', 'auth.forbidden'));
  });

  it('team: name and short required', () => {
    expect(when(team(), change('Verkauf', ''))).toThrow(invalid({ short: [{ key: 'validation.required' }] }));
  });

  it('answers not found for an unknown or deleted team', () => {
    expect(when(given(), change('A', 'A'))).toThrow(refused('not_found', 'request.not_found'));
    expect(when(given(created(), deleted), change('A', 'A'))).toThrow(refused('not_found', 'request.not_found'));
  });
});

describe('DeleteTeam', () => {
  const remove = (actor: TeamActor = MANAGER): TeamCommand => ({ type: 'DeleteTeam', data: { actor } });

  it('deletes a team, members and all', () => {
    expect(when(team(), remove())()).toEqual([deleted]);
  });

  it("is for managers only, not for the team's admin", () => {
    expect(when(team(), remove(ADMIN))).toThrow(refused('forbidden', 'auth.forbidden'));
  });

  it('answers not found for a deleted team', () => {
    expect(when(given(created(), deleted), remove())).toThrow(refused('not_found', 'request.not_found'));
  });
});

describe('AddTeamMember', () => {
  const add = (
    user_id: string,
    permissions: TeamPermission[],
    extra: Partial<{ eligible: boolean; actor: TeamActor; extended_permissions: boolean }> = {},
  ): TeamCommand => ({
    type: 'AddTeamMember',
    data: {
      user_id,
      permissions,
      extended_permissions: extra.extended_permissions ?? false,
      eligible: extra.eligible ?? true,
      actor: extra.actor ?? MANAGER,
    },
  });

  it('adds an eligible user with normalized permissions', () => {
    expect(when(team(), add('u-new', ['edit', 'read', 'edit'], { extended_permissions: true }))()).toEqual([
      { type: 'TeamMemberAdded', data: { user_id: 'u-new', permissions: ['read', 'edit'], extended_permissions: true } },
    ]);
  });

  it('user already a member', () => {
    expect(when(team(), add('u-plain', ['read']))).toThrow(refused('conflict', 'teams.user_already_member'));
  });

  it('adds only active users of the account (no portal users, no strangers)', () => {
    expect(when(team(), add('u-portal', ['read'], { eligible: false }))).toThrow(invalid({ user_id: [{ key: 'teams.user_not_eligible' }] }));
  });

  it("may be done by the team's admin, not by a plain member", () => {
    expect(when(team(), add('u-new', ['admin'], { actor: ADMIN }))()).toHaveLength(1);
    expect(when(team(), add('u-new', ['read'], { actor: PLAIN }))).toThrow(refused('forbidden', 'auth.forbidden'));
  });

  it('adds a removed member again', () => {
    const left = given(created(), joined('u-plain', ['read']), { type: 'TeamMemberRemoved', data: { user_id: 'u-plain', reason: 'removed' } });
    expect(when(left, add('u-plain', []))()).toEqual([joined('u-plain', [])]);
  });
});

describe('ChangeTeamMemberPermissions', () => {
  const change = (user_id: string, permissions: TeamPermission[], actor: TeamActor = MANAGER, extended_permissions = false): TeamCommand => ({
    type: 'ChangeTeamMemberPermissions',
    data: { user_id, permissions, extended_permissions, actor },
  });

  it("changes a member's permissions and extended permissions", () => {
    expect(when(team(), change('u-plain', ['read', 'create'], ADMIN, true))()).toEqual([
      { type: 'TeamMemberPermissionsChanged', data: { user_id: 'u-plain', permissions: ['read', 'create'], extended_permissions: true } },
    ]);
  });

  it('records nothing when nothing changes', () => {
    expect(when(team(), change('u-plain', ['read']))()).toEqual([]);
  });

  it('last admin cannot be removed: taking admin from the only admin is refused', () => {
    expect(when(team(), change('u-admin', ['read'], ADMIN))).toThrow(refused('conflict', 'teams.last_admin_cannot_be_removed'));
    expect(when(team(), change('u-admin', ['read']))).toThrow(refused('conflict', 'teams.last_admin_cannot_be_removed'));
  });

  it('takes admin from one of two admins', () => {
    const twoAdmins = given(created(), joined('u-admin', ['admin']), joined('u-second', ['admin']));
    expect(when(twoAdmins, change('u-admin', ['read'], ADMIN))()).toHaveLength(1);
  });

  it('changes the extended permissions of the last admin, who stays admin', () => {
    expect(when(team(), change('u-admin', ['admin', 'read'], ADMIN, true))()).toHaveLength(1);
  });

  it('answers not found for a user who is not in the team', () => {
    expect(when(team(), change('u-stranger', ['read']))).toThrow(refused('not_found', 'request.not_found'));
  });

  it('is refused to a plain member, even for their own permissions', () => {
    expect(when(team(), change('u-plain', ['admin'], PLAIN))).toThrow(refused('forbidden', 'auth.forbidden'));
  });
});

describe('RemoveTeamMember', () => {
  const remove = (user_id: string, actor: TeamActor = MANAGER): TeamCommand => ({ type: 'RemoveTeamMember', data: { user_id, actor } });

  it('removes a member', () => {
    expect(when(team(), remove('u-plain', ADMIN))()).toEqual([{ type: 'TeamMemberRemoved', data: { user_id: 'u-plain', reason: 'removed' } }]);
  });

  it('last admin cannot be removed, not even by a manager or by themselves', () => {
    expect(when(team(), remove('u-admin'))).toThrow(refused('conflict', 'teams.last_admin_cannot_be_removed'));
    expect(when(team(), remove('u-admin', ADMIN))).toThrow(refused('conflict', 'teams.last_admin_cannot_be_removed'));
  });

  it('removes an admin while another admin remains', () => {
    const twoAdmins = given(created(), joined('u-admin', ['admin']), joined('u-second', ['admin', 'read']));
    expect(when(twoAdmins, remove('u-admin', ADMIN))()).toHaveLength(1);
  });

  it('removes anyone from a team that never had an admin (managed by managers only)', () => {
    const noAdmin = given(created(), joined('u-plain', ['read', 'edit']));
    expect(when(noAdmin, remove('u-plain'))()).toHaveLength(1);
    expect(when(noAdmin, remove('u-plain', PLAIN))).toThrow(refused('forbidden', 'auth.forbidden'));
  });

  it('answers not found for a user who is not in the team', () => {
    expect(when(team(), remove('u-stranger'))).toThrow(refused('not_found', 'request.not_found'));
  });
});

describe('RemoveDepartedMember', () => {
  const departed = (user_id: string): TeamCommand => ({ type: 'RemoveDepartedMember', data: { user_id } });

  it('removes a user who left the organisation, even the last admin', () => {
    expect(when(team(), departed('u-admin'))()).toEqual([{ type: 'TeamMemberRemoved', data: { user_id: 'u-admin', reason: 'left_account' } }]);
  });

  it('records nothing for a user who is not in the team (a repeated job)', () => {
    expect(when(team(), departed('u-stranger'))()).toEqual([]);
  });

  it('answers not found for a deleted team', () => {
    expect(when(given(created(), deleted), departed('u-admin'))).toThrow(refused('not_found', 'request.not_found'));
  });
});
