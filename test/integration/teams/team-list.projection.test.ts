import { randomUUID } from 'node:crypto';
import {
  TEAM_MEMBERSHIPS_COLLECTION,
  TEAMS_COLLECTION,
  teamListProjection,
  type TeamDoc,
  type TeamMembershipsDoc,
} from '@kollab/server/contexts/teams/projections/team-list.projection';
import type { RecordedEvent } from '@kollab/server/core/event-store/event-store.types';
import { collectionSchema, SqlReadStore } from '@kollab/server/core/read-store/sql-read-store';
import { recorded } from '../../support/misc-recorded';
import { openDriver, type OpenedDriver } from '../../support/sql-drivers';

describe('the team list projection (PGlite)', () => {
  let db: OpenedDriver;
  let store: SqlReadStore;
  const account = `acc-${randomUUID()}`;
  const teams = (accountId = account) => store.collection<TeamDoc>(TEAMS_COLLECTION).forAccount(accountId);
  const memberships = (accountId = account) => store.collection<TeamMembershipsDoc>(TEAM_MEMBERSHIPS_COLLECTION).forAccount(accountId);
  const at = (minute: number) => `2026-03-02T10:${String(minute).padStart(2, '0')}:00.000Z`;
  /** Events of one team stream, numbered from 1. */
  const stream = (id: string, ...events: Array<[string, unknown]>): RecordedEvent[] =>
    events.map(([type, data], i) => recorded(`team-${id}`, i + 1, type, data, { accountId: account, occurredAt: at(i) }));
  const applyTwice = async (events: RecordedEvent[]) => {
    for (const event of events) {
      await teamListProjection.apply(event, store);
      await teamListProjection.apply(event, store);
    }
  };

  beforeAll(async () => {
    db = await openDriver('pglite');
    await db.sql.exec(collectionSchema(TEAMS_COLLECTION));
    await db.sql.exec(collectionSchema(TEAM_MEMBERSHIPS_COLLECTION));
    store = new SqlReadStore(db.sql);
  });
  afterAll(() => db.close());

  it("keeps the team with member ids only, and each member's grants under their user id", async () => {
    const id = randomUUID();
    const [anna, ben] = [randomUUID(), randomUUID()];
    await applyTwice(
      stream(
        id,
        ['TeamCreated', { name: 'Vertrieb', short: 'VT' }],
        ['TeamMemberAdded', { user_id: anna, permissions: ['admin'], extended_permissions: true }],
        ['TeamMemberAdded', { user_id: ben, permissions: ['read'], extended_permissions: false }],
        ['TeamChanged', { name: 'Verkauf' }],
        ['TeamMemberPermissionsChanged', { user_id: ben, permissions: ['read', 'edit'], extended_permissions: false }],
      ),
    );
    expect(await teams().get(id)).toEqual({
      id,
      name: 'Verkauf',
      short: 'VT',
      members: [{ user_id: anna }, { user_id: ben }],
      created_at: at(0),
      updated_at: at(4),
      version: 5,
    });
    expect(await memberships().get(ben)).toEqual({
      id: ben,
      account_id: account,
      user_id: ben,
      teams: [{ team_id: id, permissions: ['read', 'edit'], extended_permissions: false, version: 5 }],
    });
    expect(await memberships().get(anna)).toMatchObject({ teams: [{ team_id: id, permissions: ['admin'], extended_permissions: true, version: 2 }] });
    expect(await teams(`acc-${randomUUID()}`).get(id)).toBeUndefined();
    expect(await memberships(`acc-${randomUUID()}`).get(anna)).toBeUndefined();
  });

  it("collects a user's teams in one row and drops the row with the last team", async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const clara = randomUUID();
    const firstEvents = stream(
      first,
      ['TeamCreated', { name: 'Eins', short: '1' }],
      ['TeamMemberAdded', { user_id: clara, permissions: ['read'], extended_permissions: false }],
    );
    const secondEvents = stream(
      second,
      ['TeamCreated', { name: 'Zwei', short: '2' }],
      ['TeamMemberAdded', { user_id: clara, permissions: ['create'], extended_permissions: true }],
    );
    await applyTwice([...firstEvents, ...secondEvents]);
    expect((await memberships().get(clara))?.teams.map((t) => t.team_id)).toEqual([first, second]);

    await applyTwice([
      recorded(`team-${first}`, 3, 'TeamMemberRemoved', { user_id: clara, reason: 'removed' }, { accountId: account, occurredAt: at(9) }),
    ]);
    expect(await teams().get(first)).toMatchObject({ members: [], version: 3 });
    expect((await memberships().get(clara))?.teams).toEqual([{ team_id: second, permissions: ['create'], extended_permissions: true, version: 2 }]);

    await applyTwice([recorded(`team-${second}`, 3, 'TeamDeleted', {}, { accountId: account, occurredAt: at(10) })]);
    expect(await teams().get(second)).toBeUndefined();
    expect(await memberships().get(clara)).toBeUndefined();
  });
});
