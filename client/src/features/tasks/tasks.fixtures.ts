import type { ApiRequest } from '../../lib/api/http';
import type { ItemAbilities, TaskDetailView, TaskView } from '@kollab/contracts';
import { account, harness, ok, signedIn, type Handler } from '../../test/session-harness';
// Loaded here, so that the feature's lazy import (lib/lazy-feature.ts) finds it ready: on a
// busy machine a first import took longer than the specs wait for the sagas to settle.
import './tasks.saga';

/** A task as GET v1/tasks/{id} answers staff (tests only). */
export function taskView(id: string, overrides: Partial<TaskView> = {}): TaskView {
  return {
    id,
    number: 'AUF-1',
    title: `Aufgabe ${id}`,
    type: 'type-auf',
    team: 'team-1',
    claims: [],
    description: null,
    priority: 'normal',
    status: 'open',
    start_date: null,
    due_date: null,
    estimation: null,
    comments_enabled: true,
    published: false,
    published_at: null,
    published_by: null,
    author_user_id: 'user-1',
    created_by: 'user-1',
    assignees: [],
    viewers: [],
    watchers: [],
    comments: [],
    contacts: [],
    protocols: [],
    files: [],
    repeat: null,
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** GET v1/tasks/{id}'s answer for the current version: the view and what the caller may do (tests only; default: everything). */
export const taskDetail = (view: TaskView, can: ItemAbilities = { edit: true, delete: true }): TaskDetailView => ({ ...view, can });

export const page = <T>(data: T[], total = data.length) => ok({ data, meta: { page: 1, limit: 25, total } });
export const written = (id: string, version = 2) => ok({ id, version, position: 10 });

/** The lookups the task screens read (types, teams, my permissions, users, claim types), or null. */
export function taskLookups(request: ApiRequest) {
  if (request.path === '/v1/account_manager/task_types') {
    return page([
      {
        id: 'type-auf',
        kind: 'task',
        title: 'Auftrag',
        short: 'AUF',
        template: '<p>Vorlage</p>',
        is_claim: false,
        version: 1,
        created_at: '',
        updated_at: '',
      },
      {
        id: 'type-rek',
        kind: 'task',
        title: 'Reklamation',
        short: 'REK',
        template: null,
        is_claim: true,
        version: 1,
        created_at: '',
        updated_at: '',
      },
    ]);
  }
  if (request.path === '/v1/teams')
    return page([{ id: 'team-1', name: 'Technik', short: 'TE', members: [], created_at: '', updated_at: '', version: 1 }]);
  if (request.path === '/v1/users/user-1/permissions')
    return ok({ team_permissions: [{ team_id: 'team-1', permissions: ['team.tasks.read', 'team.tasks.create'], is_member: true }] });
  if (request.path === '/v2/users/') {
    return page([
      { id: 'user-1', user_id: 'user-1', username: 'anna', full_name: 'Anna Berg', status: 'active', portal: false },
      { id: 'user-2', user_id: 'user-2', username: 'bert', full_name: 'Bert Krause', status: 'active', portal: false },
    ]);
  }
  if (request.path === '/v1/account_manager/claim_types') return page([]);
  if (request.path.endsWith('/protocols') && request.method === 'GET') return page([]);
  return null;
}

export const tasksSession = (roles: string[] = ['user'], flags: string[] = ['apps.tasks']) =>
  signedIn({
    account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles: roles as never, apps: ['tasks'], flags: flags as never }) },
  });

/** A store with the real reducers and sagas (the tasks flows load on the first tasks action). */
export function tasksHarness(handler: Handler, session = tasksSession(), path = '/tasks') {
  return harness(handler, session, path);
}
