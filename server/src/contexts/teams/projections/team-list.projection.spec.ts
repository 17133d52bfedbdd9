import { dayOf2030, ProjectionSpecification, streamEvents } from '../../../core/testing/projection-specification';
import type { TeamEvent, TeamMemberAdded } from '../domain/team.events';
import { TEAM_MEMBERSHIPS_COLLECTION, TEAMS_COLLECTION, teamListProjection } from './team-list.projection';

const vertriebStream = () => streamEvents<TeamEvent>('team-tv');
const technikStream = () => streamEvents<TeamEvent>('team-tt');
const anna: TeamMemberAdded['data'] = { user_id: 'u-anna', permissions: ['read', 'create', 'edit', 'delete', 'admin'], extended_permissions: true };
const ben: TeamMemberAdded['data'] = { user_id: 'u-ben', permissions: ['read', 'create'], extended_permissions: false };

describe('team list projection', () => {
  const spec = ProjectionSpecification.for(teamListProjection);

  it('writes the new team without members, and no memberships', async () => {
    const team = vertriebStream();
    const store = await spec
      .given()
      .when(team('TeamCreated', { name: 'Vertrieb', short: 'VT' }))
      .applied();
    expect(store.document(TEAMS_COLLECTION, 'tv')).toEqual({
      id: 'tv',
      name: 'Vertrieb',
      short: 'VT',
      members: [],
      created_at: dayOf2030(1),
      updated_at: dayOf2030(1),
      version: 1,
    });
    expect(Object.keys(store.snapshot())).toEqual(['teams|a1|tv']);
  });

  it("lists the team's members and writes each member's grants, with the team's version", async () => {
    const team = vertriebStream();
    const store = await spec
      .given(team('TeamCreated', { name: 'Vertrieb', short: 'VT' }))
      .when(team('TeamMemberAdded', anna), team('TeamMemberAdded', ben), team('TeamChanged', { name: 'Vertrieb Süd' }))
      .applied();
    expect(store.document(TEAMS_COLLECTION, 'tv')).toEqual({
      id: 'tv',
      name: 'Vertrieb Süd',
      short: 'VT',
      members: [{ user_id: 'u-anna' }, { user_id: 'u-ben' }],
      created_at: dayOf2030(1),
      updated_at: dayOf2030(4),
      version: 4,
    });
    expect(store.document(TEAM_MEMBERSHIPS_COLLECTION, 'u-anna')).toEqual({
      id: 'u-anna',
      account_id: 'a1',
      user_id: 'u-anna',
      teams: [{ team_id: 'tv', permissions: ['read', 'create', 'edit', 'delete', 'admin'], extended_permissions: true, version: 2 }],
    });
    expect(store.document(TEAM_MEMBERSHIPS_COLLECTION, 'u-ben')).toMatchObject({
      teams: [{ team_id: 'tv', permissions: ['read', 'create'], version: 3 }],
    });
  });

  it('keeps one grant per team in the memberships of a user of several teams, and changes it in place', async () => {
    const vertrieb = vertriebStream();
    const technik = technikStream();
    const store = await spec
      .given(
        vertrieb('TeamCreated', { name: 'Vertrieb', short: 'VT' }),
        technik('TeamCreated', { name: 'Technik', short: 'TE' }),
        vertrieb('TeamMemberAdded', ben),
        technik('TeamMemberAdded', ben),
      )
      .when(vertrieb('TeamMemberPermissionsChanged', { user_id: 'u-ben', permissions: ['read'], extended_permissions: true }))
      .applied();
    expect(store.document(TEAM_MEMBERSHIPS_COLLECTION, 'u-ben')).toMatchObject({
      teams: [
        { team_id: 'tv', permissions: ['read'], extended_permissions: true, version: 3 },
        { team_id: 'tt', permissions: ['read', 'create'], extended_permissions: false, version: 2 },
      ],
    });
    expect(store.document(TEAMS_COLLECTION, 'tv')).toMatchObject({ members: [{ user_id: 'u-ben' }], version: 3 });
  });

  it("takes a removed member out of the team, and the team out of the member's grants (the row goes with the last)", async () => {
    const vertrieb = vertriebStream();
    const technik = technikStream();
    const store = await spec
      .given(
        vertrieb('TeamCreated', { name: 'Vertrieb', short: 'VT' }),
        technik('TeamCreated', { name: 'Technik', short: 'TE' }),
        vertrieb('TeamMemberAdded', anna),
        vertrieb('TeamMemberAdded', ben),
        technik('TeamMemberAdded', ben),
      )
      .when(
        vertrieb('TeamMemberRemoved', { user_id: 'u-ben', reason: 'removed' }),
        vertrieb('TeamMemberRemoved', { user_id: 'u-anna', reason: 'left_account' }),
      )
      .applied();
    expect(store.document(TEAMS_COLLECTION, 'tv')).toMatchObject({ members: [], version: 5 });
    expect(store.document(TEAM_MEMBERSHIPS_COLLECTION, 'u-ben')).toMatchObject({ teams: [{ team_id: 'tt' }] });
    expect(store.document(TEAM_MEMBERSHIPS_COLLECTION, 'u-anna')).toBeUndefined();
  });

  it("deletes a deleted team and its grants, leaving the members' other teams", async () => {
    const vertrieb = vertriebStream();
    const technik = technikStream();
    const store = await spec
      .given(
        vertrieb('TeamCreated', { name: 'Vertrieb', short: 'VT' }),
        technik('TeamCreated', { name: 'Technik', short: 'TE' }),
        vertrieb('TeamMemberAdded', anna),
        vertrieb('TeamMemberAdded', ben),
        technik('TeamMemberAdded', ben),
      )
      .when(vertrieb('TeamDeleted', {}))
      .applied();
    expect(store.document(TEAMS_COLLECTION, 'tv')).toBeUndefined();
    expect(store.document(TEAM_MEMBERSHIPS_COLLECTION, 'u-anna')).toBeUndefined();
    expect(store.document(TEAM_MEMBERSHIPS_COLLECTION, 'u-ben')).toEqual({
      id: 'u-ben',
      account_id: 'a1',
      user_id: 'u-ben',
      teams: [{ team_id: 'tt', permissions: ['read', 'create'], extended_permissions: false, version: 2 }],
    });
    expect(store.document(TEAMS_COLLECTION, 'tt')).toMatchObject({ members: [{ user_id: 'u-ben' }] });
  });

  it('ignores events of a team it never saw created', async () => {
    const team = vertriebStream();
    await spec.given().when(team('TeamMemberAdded', anna), team('TeamDeleted', {})).thenNothingChanged();
  });

  it("keeps each account's teams and memberships in that account", async () => {
    const team = streamEvents<TeamEvent>('team-tx', { accountId: 'a2' });
    const store = await spec
      .given(team('TeamCreated', { name: 'Einkauf', short: 'EK' }))
      .when(team('TeamMemberAdded', ben))
      .applied();
    expect(store.document(TEAM_MEMBERSHIPS_COLLECTION, 'u-ben', 'a2')).toMatchObject({ account_id: 'a2', teams: [{ team_id: 'tx' }] });
    expect(Object.keys(store.snapshot()).sort()).toEqual(['team_memberships|a2|u-ben', 'teams|a2|tx']);
  });
});
