import type { Role } from '../accounts/roles';
import {
  can,
  canManageTeam,
  matchesReadScope,
  POLICY_ACTIONS,
  POLICY_ITEM_KINDS,
  policyItem,
  readScope,
  SURVEY_PORTAL_FLAG,
  type PolicyAction,
  type PolicyActor,
  type PolicyItem,
  type PolicyItemKind,
} from './policy';
import { permissionStrings, type TeamGrant, type TeamPermission } from './team-permissions';

const ME = 'user-me';
const OTHER = 'user-other';
const TEAM = 'team-a';
const OTHER_TEAM = 'team-b';
const CONTACT = 'contact-1';
const ALL_APPS = ['apps.contacts', 'apps.tasks', 'apps.protocols', 'apps.offers', 'apps.surveys'];

function actor(roles: Role[], extra: Partial<PolicyActor> = {}): PolicyActor {
  return { userId: ME, roles, flags: ALL_APPS, teams: [], portals: [], ...extra };
}
const grant = (permissions: TeamPermission[], extended = false, team_id = TEAM): TeamGrant => ({
  team_id,
  permissions,
  extended_permissions: extended,
});

/** A published item of OTHER in TEAM unless told otherwise. */
const item = (kind: PolicyItemKind, facts: Partial<PolicyItem> = {}): PolicyItem =>
  policyItem(kind, { authorId: OTHER, createdBy: OTHER, teamIds: [TEAM], published: true, ...facts });

type Expectation = Partial<Record<PolicyAction, boolean>>;
interface Row {
  relation: string;
  actor: PolicyActor;
  item: PolicyItem;
  expect: Expectation;
}

const all = (value: boolean): Expectation => ({ read: value, create: value, edit: value, delete: value });
const readOnly: Expectation = { read: true, edit: false, delete: false };
const nothing: Expectation = { read: false, edit: false, delete: false };
const full: Expectation = { read: true, edit: true, delete: true };

/** The relations of seed §6, for one team item kind (task, protocol or offer). */
function teamItemRows(kind: 'task' | 'protocol' | 'offer'): Row[] {
  const user = (extra: Partial<PolicyActor> = {}) => actor(['user'], extra);
  return [
    { relation: 'author of a published item', actor: user(), item: item(kind, { authorId: ME, createdBy: OTHER }), expect: full },
    { relation: 'creator of a published item', actor: user(), item: item(kind, { authorId: OTHER, createdBy: ME }), expect: full },
    { relation: 'author of a draft', actor: user(), item: item(kind, { authorId: ME, published: false }), expect: full },
    { relation: 'stranger to a published item', actor: user(), item: item(kind), expect: nothing },
    { relation: 'assignee of a published item', actor: user(), item: item(kind, { assigneeIds: [ME] }), expect: readOnly },
    { relation: 'assignee of a draft', actor: user(), item: item(kind, { assigneeIds: [ME], published: false }), expect: readOnly },
    { relation: 'viewer of a draft', actor: user(), item: item(kind, { viewerIds: [ME], published: false }), expect: readOnly },
    { relation: 'viewer of a published item', actor: user(), item: item(kind, { viewerIds: [ME] }), expect: readOnly },
    { relation: 'team member with read', actor: user({ teams: [grant(['read'])] }), item: item(kind), expect: readOnly },
    {
      relation: 'team member with read and edit',
      actor: user({ teams: [grant(['read', 'edit'])] }),
      item: item(kind),
      expect: { read: true, edit: true, delete: false },
    },
    {
      relation: 'team member with read and delete',
      actor: user({ teams: [grant(['read', 'delete'])] }),
      item: item(kind),
      expect: { read: true, edit: false, delete: true },
    },
    { relation: 'team admin', actor: user({ teams: [grant(['admin'])] }), item: item(kind), expect: full },
    { relation: 'team member without permissions', actor: user({ teams: [grant([])] }), item: item(kind), expect: nothing },
    {
      relation: 'team member with read, on a draft of the team',
      actor: user({ teams: [grant(['read', 'edit', 'delete'])] }),
      item: item(kind, { published: false }),
      expect: nothing,
    },
    {
      relation: 'member with read of another team',
      actor: user({ teams: [grant(['read', 'edit'], false, OTHER_TEAM)] }),
      item: item(kind),
      expect: nothing,
    },
    {
      relation: 'extended permissions: item of another team created by a team member',
      actor: user({ teams: [grant(['read', 'edit'], true, OTHER_TEAM)] }),
      item: item(kind, { creatorTeamIds: [OTHER_TEAM] }),
      expect: { read: true, edit: true, delete: false },
    },
    {
      relation: 'no extended permissions: item of another team created by a team member',
      actor: user({ teams: [grant(['read', 'edit'], false, OTHER_TEAM)] }),
      item: item(kind, { creatorTeamIds: [OTHER_TEAM] }),
      expect: nothing,
    },
    {
      relation: 'extended permissions without read',
      actor: user({ teams: [grant([], true, OTHER_TEAM)] }),
      item: item(kind, { creatorTeamIds: [OTHER_TEAM] }),
      expect: nothing,
    },
    { relation: 'manager without relation', actor: actor(['manager', 'user']), item: item(kind), expect: nothing },
    { relation: 'app disabled (author)', actor: user({ flags: [] }), item: item(kind, { authorId: ME }), expect: nothing },
  ];
}

function portalRows(kind: 'task' | 'protocol'): Row[] {
  const portalUser = (extended = false) => actor(['contact'], { portals: [{ contact_id: CONTACT, extended_permissions: extended }] });
  return [
    { relation: 'portal user, shared with their contact', actor: portalUser(), item: item(kind, { sharedContactIds: [CONTACT] }), expect: readOnly },
    {
      relation: 'portal user, shared but a draft',
      actor: portalUser(),
      item: item(kind, { sharedContactIds: [CONTACT], published: false }),
      expect: nothing,
    },
    { relation: 'portal user, not shared', actor: portalUser(), item: item(kind), expect: nothing },
    {
      relation: 'portal user, shared with another contact',
      actor: portalUser(),
      item: item(kind, { sharedContactIds: ['contact-2'] }),
      expect: nothing,
    },
    {
      relation: 'portal user with extended, created by a portal colleague',
      actor: portalUser(true),
      item: item(kind, { creatorPortalContactIds: [CONTACT] }),
      expect: readOnly,
    },
    {
      relation: 'portal user without extended, created by a portal colleague',
      actor: portalUser(false),
      item: item(kind, { creatorPortalContactIds: [CONTACT] }),
      expect: nothing,
    },
    { relation: 'portal user, own item', actor: portalUser(), item: item(kind, { authorId: ME }), expect: full },
    {
      relation: 'portal user, assignee of a draft',
      actor: portalUser(),
      item: item(kind, { assigneeIds: [ME], published: false }),
      expect: readOnly,
    },
    {
      relation: 'portal user with team grants (ignored: not a user)',
      actor: actor(['contact'], { teams: [grant(['admin'])] }),
      item: item(kind),
      expect: nothing,
    },
  ];
}

const ROWS: Array<[string, Row]> = [
  ...(['task', 'protocol', 'offer'] as const).flatMap((kind) => teamItemRows(kind).map((row): [string, Row] => [kind, row])),
  ...(['task', 'protocol'] as const).flatMap((kind) => portalRows(kind).map((row): [string, Row] => [kind, row])),
  [
    'offer',
    {
      relation: 'portal user, shared offer (offers need user)',
      actor: actor(['contact'], { portals: [{ contact_id: CONTACT, extended_permissions: true }] }),
      item: item('offer', { sharedContactIds: [CONTACT] }),
      expect: nothing,
    },
  ],
  ['contact', { relation: 'user, any contact', actor: actor(['user']), item: policyItem('contact', { contactId: CONTACT }), expect: all(true) }],
  [
    'contact',
    {
      relation: 'portal user, own contact',
      actor: actor(['contact'], { portals: [{ contact_id: CONTACT, extended_permissions: false }] }),
      item: policyItem('contact', { contactId: CONTACT }),
      expect: { read: true, create: false, edit: false, delete: false },
    },
  ],
  [
    'contact',
    {
      relation: 'portal user, another contact',
      actor: actor(['contact'], { portals: [{ contact_id: CONTACT, extended_permissions: false }] }),
      item: policyItem('contact', { contactId: 'contact-2' }),
      expect: all(false),
    },
  ],
  [
    'contact',
    { relation: 'manager without user role', actor: actor(['manager']), item: policyItem('contact', { contactId: CONTACT }), expect: all(false) },
  ],
  [
    'contact',
    {
      relation: 'user, contacts app disabled',
      actor: actor(['user'], { flags: ['apps.tasks'] }),
      item: policyItem('contact', { contactId: CONTACT }),
      expect: all(false),
    },
  ],
  ['survey', { relation: 'surveys role, author', actor: actor(['surveys']), item: item('survey', { authorId: ME, teamIds: [] }), expect: full }],
  [
    'survey',
    {
      relation: 'surveys role, assignee of a published survey',
      actor: actor(['surveys']),
      item: item('survey', { assigneeIds: [ME], teamIds: [] }),
      expect: readOnly,
    },
  ],
  [
    'survey',
    {
      relation: 'surveys role, assignee of a draft survey',
      actor: actor(['surveys']),
      item: item('survey', { assigneeIds: [ME], teamIds: [], published: false }),
      expect: nothing,
    },
  ],
  [
    'survey',
    { relation: 'surveys role, viewer only', actor: actor(['surveys']), item: item('survey', { viewerIds: [ME], teamIds: [] }), expect: nothing },
  ],
  [
    'survey',
    {
      relation: 'user without surveys role, assignee of a published survey (answers it)',
      actor: actor(['user']),
      item: item('survey', { assigneeIds: [ME], teamIds: [] }),
      expect: readOnly,
    },
  ],
  [
    'survey',
    {
      relation: 'user without surveys role, assignee of a draft',
      actor: actor(['user']),
      item: item('survey', { assigneeIds: [ME], teamIds: [], published: false }),
      expect: nothing,
    },
  ],
  [
    'survey',
    {
      relation: 'author who lost the surveys role',
      actor: actor(['user']),
      item: item('survey', { authorId: ME, createdBy: ME, teamIds: [] }),
      expect: nothing,
    },
  ],
  [
    'survey',
    {
      relation: 'portal user, assignee, account without apps.surveys.portal',
      actor: actor(['contact']),
      item: item('survey', { assigneeIds: [ME], teamIds: [] }),
      expect: nothing,
    },
  ],
  [
    'survey',
    {
      relation: 'portal user, assignee, account with apps.surveys.portal',
      actor: actor(['contact'], { flags: [...ALL_APPS, SURVEY_PORTAL_FLAG] }),
      item: item('survey', { assigneeIds: [ME], teamIds: [] }),
      expect: readOnly,
    },
  ],
  [
    'survey',
    {
      relation: 'assignee, surveys app disabled',
      actor: actor(['user'], { flags: ['apps.tasks'] }),
      item: item('survey', { assigneeIds: [ME], teamIds: [] }),
      expect: nothing,
    },
  ],
];

describe('policy: every role × action × relation of seed §6', () => {
  it.each(ROWS)('%s: %s', (_kind, row) => {
    const actual = Object.fromEntries(Object.keys(row.expect).map((action) => [action, can(row.actor, action as PolicyAction, row.item)]));
    expect(actual).toEqual(row.expect);
  });
});

describe('policy: creating items', () => {
  const withGrant = (permissions: TeamPermission[]) => actor(['user'], { teams: [grant(permissions)] });
  const newItem = (kind: PolicyItemKind, teamIds: string[]) => policyItem(kind, { authorId: ME, createdBy: ME, teamIds });

  it.each([
    ['task in a team with create', withGrant(['create']), newItem('task', [TEAM]), true],
    ['task in a team with admin', withGrant(['admin']), newItem('task', [TEAM]), true],
    ['task in a team with read, edit and delete only', withGrant(['read', 'edit', 'delete']), newItem('task', [TEAM]), false],
    ['task in a team the user is not in', withGrant(['create']), newItem('task', [OTHER_TEAM]), false],
    ['draft task without a team', actor(['user']), newItem('task', []), true],
    ['protocol in two teams, create in only one', withGrant(['create']), newItem('protocol', [TEAM, OTHER_TEAM]), false],
    ['protocol by a portal user', actor(['contact']), newItem('protocol', []), false],
    ['task by a portal user, no team', actor(['contact']), newItem('task', []), true],
    ['task by a portal user, in a team', actor(['contact'], { teams: [grant(['admin'])] }), newItem('task', [TEAM]), false],
    ['offer by a user with create', withGrant(['create']), newItem('offer', [TEAM]), true],
    ['offer by a portal user', actor(['contact']), newItem('offer', []), false],
    ['survey with the surveys role', actor(['surveys']), newItem('survey', []), true],
    ['survey without the surveys role', actor(['user', 'manager']), newItem('survey', []), false],
    ['task with the tasks app disabled', actor(['user'], { flags: ['apps.protocols'] }), newItem('task', []), false],
  ])('%s', (_name, who, what, allowed) => {
    expect(can(who, 'create', what)).toBe(allowed);
  });
});

describe('policy: team management', () => {
  it('managers create, manage and delete any team', () => {
    const manager = { roles: ['manager'] as Role[], teams: [] };
    expect([canManageTeam(manager, 'create'), canManageTeam(manager, 'manage', TEAM), canManageTeam(manager, 'delete', TEAM)]).toEqual([
      true,
      true,
      true,
    ]);
  });
  it('a team admin manages only the teams they administer, and creates or deletes none', () => {
    const admin = { roles: ['user', 'team_admin'] as Role[], teams: [grant(['admin']), grant(['read', 'edit'], true, OTHER_TEAM)] };
    expect([
      canManageTeam(admin, 'manage', TEAM),
      canManageTeam(admin, 'manage', OTHER_TEAM),
      canManageTeam(admin, 'create'),
      canManageTeam(admin, 'delete', TEAM),
    ]).toEqual([true, false, false, false]);
  });
});

describe('policy: the list scope agrees with the per-item check', () => {
  // A small deterministic generator (no dependency): every combination drawn from few values.
  function* random(seed: number): Generator<number> {
    let state = seed;
    for (;;) {
      state = (state * 1103515245 + 12345) % 2147483648;
      yield state / 2147483648;
    }
  }
  const rng = random(42);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(rng.next().value! * values.length)];
  const some = <T>(values: readonly T[]): T[] => values.filter(() => rng.next().value! < 0.3);
  const users = [ME, OTHER, 'user-3'];
  const teams = [TEAM, OTHER_TEAM, 'team-c'];
  const contacts = [CONTACT, 'contact-2'];
  const roleSets: Role[][] = [
    ['user'],
    ['contact'],
    ['contact', 'surveys'],
    ['surveys'],
    ['manager'],
    ['user', 'surveys'],
    ['manager', 'user', 'team_admin'],
  ];
  const permissions: TeamPermission[] = ['read', 'create', 'edit', 'delete', 'admin'];

  it('matchesReadScope(readScope(actor)) equals can(actor, read) on 5000 random pairs', () => {
    let readable = 0;
    for (let i = 0; i < 5000; i++) {
      const who: PolicyActor = {
        userId: ME,
        roles: pick(roleSets),
        flags: some([...ALL_APPS, SURVEY_PORTAL_FLAG]).concat(pick(ALL_APPS)),
        teams: some(teams).map((team_id) => ({ team_id, permissions: some(permissions), extended_permissions: rng.next().value! < 0.5 })),
        portals: some(contacts).map((contact_id) => ({ contact_id, extended_permissions: rng.next().value! < 0.5 })),
      };
      const kind = pick(POLICY_ITEM_KINDS);
      const what = policyItem(kind, {
        contactId: pick(contacts),
        teamIds: some(teams),
        authorId: pick(users),
        createdBy: pick(users),
        published: rng.next().value! < 0.7,
        assigneeIds: some(users),
        viewerIds: some(users),
        sharedContactIds: some(contacts),
        creatorTeamIds: some(teams),
        creatorPortalContactIds: some(contacts),
      });
      const allowed = can(who, 'read', what);
      if (allowed) readable++;
      expect({ who, what, inScope: matchesReadScope(readScope(who, kind), what) }).toEqual({ who, what, inScope: allowed });
    }
    // The sample exercises both answers, or the comparison would prove little.
    expect(readable).toBeGreaterThan(500);
    expect(readable).toBeLessThan(4500);
  });

  it('covers every action of every kind without throwing', () => {
    for (const kind of POLICY_ITEM_KINDS)
      for (const action of POLICY_ACTIONS) expect(typeof can(actor(['user']), action, item(kind))).toBe('boolean');
  });
});

describe('permissionStrings: the values of GET v1/users/{id}/permissions', () => {
  it('names each held permission per team app, and admin implies all', () => {
    expect(permissionStrings(['read', 'edit'])).toEqual([
      'team.tasks.read',
      'team.tasks.edit',
      'team.protocols.read',
      'team.protocols.edit',
      'team.offers.read',
      'team.offers.edit',
    ]);
    expect(permissionStrings(['admin'])).toHaveLength(13);
    expect(permissionStrings(['admin'])).toEqual(expect.arrayContaining(['team.tasks.delete', 'team.protocols.create', 'team.admin']));
    expect(permissionStrings([])).toEqual([]);
  });
});
