import type { TeamPermission } from '@kollab/contracts';
import { DeciderSpecification } from '../../../core/testing/decider-specification';
import type { TeamActor, TeamCommand } from './team.commands';
import { decideTeam } from './team.decide';
import type { TeamEvent } from './team.events';
import { evolveTeam, initialTeamState } from './team.state';

const MANAGER: TeamActor = { user_id: 'u-manager', manager: true };
const ADMIN: TeamActor = { user_id: 'u-admin', manager: false };
const PLAIN: TeamActor = { user_id: 'u-plain', manager: false };

const created = (name = 'Vertrieb', short = 'VT'): TeamEvent => ({ type: 'TeamCreated', data: { name, short } });
const joined = (user_id: string, permissions: TeamPermission[], extended_permissions = false): TeamEvent => ({
  type: 'TeamMemberAdded',
  data: { user_id, permissions, extended_permissions },
});
const deleted: TeamEvent = { type: 'TeamDeleted', data: {} };
const spec = DeciderSpecification.for({ decide: decideTeam, evolve: evolveTeam, initialState: initialTeamState });
const newTeam = spec.given();
/** A team with an admin (u-admin) and a plain member (u-plain, read). */
const team = spec.given(created(), joined('u-admin', ['admin']), joined('u-plain', ['read']));
const deletedTeam = spec.given(created(), deleted);

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
    newTeam.when(create(' Vertrieb ', ' VT ')).then([created(), creatorAdmin]);
  });

  it('the creator is the last admin at once: they can be neither removed nor lose admin', () => {
    newTeam.when(create('Vertrieb', 'VT')).then([created(), creatorAdmin]);
    const createdByManager = spec.given(created(), creatorAdmin);
    createdByManager
      .when({ type: 'RemoveTeamMember', data: { user_id: 'u-manager', actor: MANAGER } })
      .thenRefuses('conflict', 'teams.last_admin_cannot_be_removed');
    const demote: TeamCommand = {
      type: 'ChangeTeamMemberPermissions',
      data: { user_id: 'u-manager', permissions: ['read'], extended_permissions: false, actor: MANAGER },
    };
    createdByManager.when(demote).thenRefuses('conflict', 'teams.last_admin_cannot_be_removed');
  });

  it('named members join with the team; the creator joins as admin when none of them is one', () => {
    newTeam
      .when(create('Vertrieb', 'VT', MANAGER, [['u-anna', ['read', 'create'], true]]))
      .then([created(), creatorAdmin, joined('u-anna', ['read', 'create'], true)]);
  });

  it('a named admin replaces the creator as first admin (the creator does not join)', () => {
    newTeam
      .when(
        create('Technik', 'TE', MANAGER, [
          ['u-ben', ['read']],
          ['u-anna', ['admin', 'read']],
        ]),
      )
      .then([created('Technik', 'TE'), joined('u-ben', ['read']), joined('u-anna', ['read', 'admin'])]);
  });

  it('a creator named without admin gets it, keeping their extended permissions', () => {
    newTeam
      .when(
        create('Vertrieb', 'VT', MANAGER, [
          ['u-anna', ['read']],
          ['u-manager', ['read'], true],
        ]),
      )
      .then([created(), joined('u-manager', ['read', 'create', 'edit', 'delete', 'admin'], true), joined('u-anna', ['read'])]);
  });

  it('a creator who may not join teams (no user role) leaves the team to the managers', () => {
    newTeam.when(create('Vertrieb', 'VT', MANAGER, [], false)).then([created()]);
    newTeam.when(create('Vertrieb', 'VT', MANAGER, [['u-anna', ['read']]], false)).then([created(), joined('u-anna', ['read'])]);
  });

  it('refuses named members who may not join, or are named twice, each by its index; nothing is created', () => {
    newTeam
      .when(
        create('Vertrieb', 'VT', MANAGER, [
          ['u-anna', ['read']],
          ['u-portal', ['read'], false, false],
          ['u-anna', ['admin']],
        ]),
      )
      .thenRefuses({
        kind: 'invalid',
        errors: { 'members.1.user_id': [{ key: 'teams.user_not_eligible' }], 'members.2.user_id': [{ key: 'teams.user_already_member' }] },
      });
  });

  it('team: name and short required', () => {
    newTeam
      .when(create('  ', ''))
      .thenRefuses({ kind: 'invalid', errors: { name: [{ key: 'validation.required' }], short: [{ key: 'validation.required' }] } });
  });

  it('name at most 255, short (a prefix) at most 5 characters', () => {
    newTeam.when(create('x'.repeat(256), 'ABCDEF')).thenRefuses({
      kind: 'invalid',
      errors: { name: [{ key: 'validation.max_length', params: { max: 255 } }], short: [{ key: 'validation.max_length', params: { max: 5 } }] },
    });
    newTeam.when(create('x'.repeat(255), 'ABCDE')).then((events) => expect(events).toHaveLength(2));
  });

  it('is for managers only', () => {
    newTeam.when(create('Vertrieb', 'VT', ADMIN)).thenRefuses('forbidden', 'auth.forbidden');
  });

  it('never overwrites an existing stream', () => {
    spec.given(created()).when(create('Neu', 'N')).thenRefuses('conflict', 'concurrency.wrong_expected_version');
  });
});

describe('ChangeTeam', () => {
  const change = (name: string, short: string, actor: TeamActor = MANAGER): TeamCommand => ({ type: 'ChangeTeam', data: { name, short, actor } });

  it('records only the fields that changed', () => {
    team.when(change('Verkauf', 'VT')).then([{ type: 'TeamChanged', data: { name: 'Verkauf' } }]);
    team.when(change('Verkauf', 'VK')).then([{ type: 'TeamChanged', data: { name: 'Verkauf', short: 'VK' } }]);
  });

  it('records nothing when nothing changes', () => {
    team.when(change('Vertrieb', ' VT')).thenNothing();
  });

  it("may be done by the team's admin, not by a plain member or an admin of another team", () => {
    team.when(change('Verkauf', 'VT', ADMIN)).then((events) => expect(events).toHaveLength(1));
    team.when(change('Verkauf', 'VT', PLAIN)).thenRefuses('forbidden', 'auth.forbidden');
    team.when(change('Verkauf', 'VT', { user_id: 'u-other-admin', manager: false })).thenRefuses('forbidden', 'auth.forbidden');
  });

  it('team: name and short required', () => {
    team.when(change('Verkauf', '')).thenRefuses({ kind: 'invalid', errors: { short: [{ key: 'validation.required' }] } });
  });

  it('answers not found for an unknown or deleted team', () => {
    newTeam.when(change('A', 'A')).thenRefuses('not_found', 'request.not_found');
    deletedTeam.when(change('A', 'A')).thenRefuses('not_found', 'request.not_found');
  });
});

describe('DeleteTeam', () => {
  const remove = (actor: TeamActor = MANAGER): TeamCommand => ({ type: 'DeleteTeam', data: { actor } });

  it('deletes a team, members and all', () => {
    team.when(remove()).then([deleted]);
  });

  it("is for managers only, not for the team's admin", () => {
    team.when(remove(ADMIN)).thenRefuses('forbidden', 'auth.forbidden');
  });

  it('answers not found for a deleted team', () => {
    deletedTeam.when(remove()).thenRefuses('not_found', 'request.not_found');
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
    team
      .when(add('u-new', ['edit', 'read', 'edit'], { extended_permissions: true }))
      .then([{ type: 'TeamMemberAdded', data: { user_id: 'u-new', permissions: ['read', 'edit'], extended_permissions: true } }]);
  });

  it('user already a member', () => {
    team.when(add('u-plain', ['read'])).thenRefuses('conflict', 'teams.user_already_member');
  });

  it('adds only active users of the account (no portal users, no strangers)', () => {
    team
      .when(add('u-portal', ['read'], { eligible: false }))
      .thenRefuses({ kind: 'invalid', errors: { user_id: [{ key: 'teams.user_not_eligible' }] } });
  });

  it("may be done by the team's admin, not by a plain member", () => {
    team.when(add('u-new', ['admin'], { actor: ADMIN })).then((events) => expect(events).toHaveLength(1));
    team.when(add('u-new', ['read'], { actor: PLAIN })).thenRefuses('forbidden', 'auth.forbidden');
  });

  it('adds a removed member again', () => {
    const left = spec.given(created(), joined('u-plain', ['read']), { type: 'TeamMemberRemoved', data: { user_id: 'u-plain', reason: 'removed' } });
    left.when(add('u-plain', [])).then([joined('u-plain', [])]);
  });
});

describe('ChangeTeamMemberPermissions', () => {
  const change = (user_id: string, permissions: TeamPermission[], actor: TeamActor = MANAGER, extended_permissions = false): TeamCommand => ({
    type: 'ChangeTeamMemberPermissions',
    data: { user_id, permissions, extended_permissions, actor },
  });

  it("changes a member's permissions and extended permissions", () => {
    team
      .when(change('u-plain', ['read', 'create'], ADMIN, true))
      .then([{ type: 'TeamMemberPermissionsChanged', data: { user_id: 'u-plain', permissions: ['read', 'create'], extended_permissions: true } }]);
  });

  it('records nothing when nothing changes', () => {
    team.when(change('u-plain', ['read'])).thenNothing();
  });

  it('last admin cannot be removed: taking admin from the only admin is refused', () => {
    team.when(change('u-admin', ['read'], ADMIN)).thenRefuses('conflict', 'teams.last_admin_cannot_be_removed');
    team.when(change('u-admin', ['read'])).thenRefuses('conflict', 'teams.last_admin_cannot_be_removed');
  });

  it('takes admin from one of two admins', () => {
    const twoAdmins = spec.given(created(), joined('u-admin', ['admin']), joined('u-second', ['admin']));
    twoAdmins.when(change('u-admin', ['read'], ADMIN)).then((events) => expect(events).toHaveLength(1));
  });

  it('changes the extended permissions of the last admin, who stays admin', () => {
    team.when(change('u-admin', ['admin', 'read'], ADMIN, true)).then((events) => expect(events).toHaveLength(1));
  });

  it('answers not found for a user who is not in the team', () => {
    team.when(change('u-stranger', ['read'])).thenRefuses('not_found', 'request.not_found');
  });

  it('is refused to a plain member, even for their own permissions', () => {
    team.when(change('u-plain', ['admin'], PLAIN)).thenRefuses('forbidden', 'auth.forbidden');
  });
});

describe('RemoveTeamMember', () => {
  const remove = (user_id: string, actor: TeamActor = MANAGER): TeamCommand => ({ type: 'RemoveTeamMember', data: { user_id, actor } });

  it('removes a member', () => {
    team.when(remove('u-plain', ADMIN)).then([{ type: 'TeamMemberRemoved', data: { user_id: 'u-plain', reason: 'removed' } }]);
  });

  it('last admin cannot be removed, not even by a manager or by themselves', () => {
    team.when(remove('u-admin')).thenRefuses('conflict', 'teams.last_admin_cannot_be_removed');
    team.when(remove('u-admin', ADMIN)).thenRefuses('conflict', 'teams.last_admin_cannot_be_removed');
  });

  it('removes an admin while another admin remains', () => {
    const twoAdmins = spec.given(created(), joined('u-admin', ['admin']), joined('u-second', ['admin', 'read']));
    twoAdmins.when(remove('u-admin', ADMIN)).then((events) => expect(events).toHaveLength(1));
  });

  it('removes anyone from a team that never had an admin (managed by managers only)', () => {
    const noAdmin = spec.given(created(), joined('u-plain', ['read', 'edit']));
    noAdmin.when(remove('u-plain')).then((events) => expect(events).toHaveLength(1));
    noAdmin.when(remove('u-plain', PLAIN)).thenRefuses('forbidden', 'auth.forbidden');
  });

  it('answers not found for a user who is not in the team', () => {
    team.when(remove('u-stranger')).thenRefuses('not_found', 'request.not_found');
  });
});

describe('RemoveDepartedMember', () => {
  const departed = (user_id: string): TeamCommand => ({ type: 'RemoveDepartedMember', data: { user_id } });

  it('removes a user who left the organisation, even the last admin', () => {
    team.when(departed('u-admin')).then([{ type: 'TeamMemberRemoved', data: { user_id: 'u-admin', reason: 'left_account' } }]);
  });

  it('records nothing for a user who is not in the team (a repeated job)', () => {
    team.when(departed('u-stranger')).thenNothing();
  });

  it('answers not found for a deleted team', () => {
    deletedTeam.when(departed('u-admin')).thenRefuses('not_found', 'request.not_found');
  });
});
