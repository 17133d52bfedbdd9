import { can, readScope, type PolicyActor, type TaskPriority } from '@kollab/contracts';
import { taskPolicyItem } from '../domain/task-policy';
import type { LiveTask } from '../domain/task.state';
import { readerKeys, taskScopeKeys } from './task-scope';

// The list's scope keys must agree with the policy's `can(read)` on every task: the
// projection's keys of a task and a caller's keys share one exactly when the caller reads it.
const USERS = ['anna', 'ben', 'cleo', 'dora'];
const TEAMS = ['t1', 't2'];
const CONTACTS = ['k1', 'k2'];
/** Team members and portal users of the account (who the extended permissions reach). */
const TEAM_MEMBERS: Record<string, string[]> = { t1: ['anna', 'ben'], t2: ['cleo'] };
const PORTAL_USERS: Record<string, string[]> = { k1: ['dora'], k2: [] };

const teamsOf = (user: string) => TEAMS.filter((team) => TEAM_MEMBERS[team].includes(user));
const portalsOf = (user: string) => CONTACTS.filter((contact) => PORTAL_USERS[contact].includes(user));

function* actors(): Generator<PolicyActor> {
  for (const userId of USERS) {
    for (const permissions of [[], ['read'], ['edit'], ['admin']] as const) {
      for (const extended of [false, true]) {
        const teams = teamsOf(userId).map((team_id) => ({ team_id, permissions: [...permissions], extended_permissions: extended }));
        yield { userId, roles: ['user'], flags: ['apps.tasks'], teams, portals: [] };
      }
    }
  }
  for (const extended of [false, true]) {
    yield { userId: 'dora', roles: ['contact'], flags: ['apps.tasks'], teams: [], portals: [{ contact_id: 'k1', extended_permissions: extended }] };
  }
  yield { userId: 'anna', roles: ['user'], flags: [], teams: [], portals: [] };
}

function* tasks(): Generator<LiveTask> {
  for (const created_by of USERS) {
    for (const published of [false, true]) {
      for (const team of [null, 't1', 't2']) {
        for (const [assignees, viewers] of [
          [[], []],
          [['ben'], []],
          [[], ['cleo']],
        ] as const) {
          for (const contacts of [[], [{ contact_id: 'k1', public: true }], [{ contact_id: 'k1', public: false }]]) {
            yield {
              lifecycle: 'live',
              title: 't',
              type: 'x',
              team,
              claims: [],
              description: null,
              priority: 'normal' as TaskPriority,
              start_date: null,
              due_date: null,
              estimation: null,
              comments_enabled: false,
              number: null,
              status: 'open',
              created_by,
              published,
              published_at: null,
              published_by: null,
              assignees: assignees.map((user_id) => ({ user_id, status: 'open' as const })),
              viewers: [...viewers],
              watchers: [],
              comments: [],
              contacts,
              protocols: [],
              files: [],
            };
          }
        }
      }
    }
  }
}

describe('task read-scope keys', () => {
  it('agree with the policy on every actor and task', () => {
    let checked = 0;
    for (const actor of actors()) {
      const scope = readScope(actor, 'task');
      const creators = [
        ...scope.creatorTeamIds.flatMap((team) => TEAM_MEMBERS[team]),
        ...scope.creatorPortalContactIds.flatMap((contact) => PORTAL_USERS[contact]),
      ];
      const keys = scope.none ? [] : readerKeys(scope, creators);
      for (const task of tasks()) {
        const item = taskPolicyItem(task, { creatorTeamIds: teamsOf(task.created_by), creatorPortalContactIds: portalsOf(task.created_by) });
        const listed = taskScopeKeys(task).some((key) => keys.includes(key));
        expect({ actor, task: { ...task, comments: undefined }, listed }).toEqual({
          actor,
          task: { ...task, comments: undefined },
          listed: can(actor, 'read', item),
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
