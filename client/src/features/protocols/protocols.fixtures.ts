import type { MemberView, PortalNames, PortalProtocolView, ProtocolTypeView, ProtocolView } from '@kollab/contracts';
import { portalProtocolView } from '@kollab/contracts';
import { account, fail, harness, ok, signedIn, type Handler } from '../../test/session-harness';
import { memberView, TEAMS } from '../collab/collab.fixtures';
import type { ApiRequest } from '../../lib/api/http';
// Loaded here, so that the feature's lazy import (lib/lazy-feature.ts) finds it ready: on a
// busy machine a first import took longer than the specs wait for the sagas to settle.
import './protocols.saga';

/** Test data of the protocols specs. */
export function protocolView(id: string, overrides: Partial<ProtocolView> = {}): ProtocolView {
  return {
    id,
    number: 'PR-1',
    title: `Protokoll ${id}`,
    type: 'type-pr',
    teams: ['team-1'],
    date: '2026-03-04',
    author: 'user-1',
    created_by: 'user-1',
    body: '<p>Besprochen</p>',
    attendees: ['user-2'],
    viewers: [],
    watchers: [],
    comments_enabled: true,
    comments: [],
    contacts: [],
    files: [],
    published: true,
    published_at: '2026-03-04T10:00:00Z',
    published_by: 'user-1',
    created_at: '2026-03-04T09:00:00Z',
    updated_at: '2026-03-04T10:00:00Z',
    version: 1,
    ...overrides,
  };
}

/** The portal face, with the names the server adds for portal users (none unless given). */
export const portalView = (
  id: string,
  overrides: Partial<ProtocolView> = {},
  names: PortalNames = { type_title: null, user_names: {} },
): PortalProtocolView => portalProtocolView(protocolView(id, overrides), names);

/** A page of any views (staff and portal views mixed in one union need no common type). */
export const page = (data: readonly unknown[], total = data.length) => ok({ data, meta: { page: 1, limit: 25, total } });
export const written = (id: string, version = 2) => ok({ id, version, position: 10 });
export const notFound = (): never => fail(404, 'not found', 'protocols.protocol_not_found');

export const USERS: MemberView[] = [
  memberView('user-1', 'Anna Berg'),
  memberView('user-2', 'Ben Roth'),
  memberView('user-3', 'Carla Portal', { portal: true, roles: ['contact'] }),
];
export const TYPES: ProtocolTypeView[] = [
  {
    id: 'type-pr',
    kind: 'protocol',
    title: 'Besprechung',
    short: 'PR',
    template: '<h2>Agenda</h2>',
    version: 1,
    created_at: '',
    updated_at: '',
  } as ProtocolTypeView,
  { id: 'type-plain', kind: 'protocol', title: 'Notiz', short: 'NO', template: null, version: 1, created_at: '', updated_at: '' } as ProtocolTypeView,
];

/** The lookups every protocols screen reads (types, teams, users), or undefined for other calls. */
export function lookups(request: ApiRequest) {
  if (request.method !== 'GET') return undefined;
  if (request.path === '/v1/account_manager/protocol_types') return page(TYPES);
  if (request.path === '/v1/teams') return page(TEAMS);
  if (request.path === '/v2/users/') return page(USERS);
  return undefined;
}

export const protocolsSession = (roles: string[] = ['user']) =>
  signedIn({
    account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { roles: roles as never, apps: ['protocols'], flags: ['apps.protocols'] }) },
  });

export function protocolsHarness(handler: Handler, roles: string[] = ['user'], path = '/protocols') {
  return harness((request, headers) => lookups(request) ?? handler(request, headers), protocolsSession(roles), path);
}

export const protocolPush = (view: ProtocolView | PortalProtocolView) => ({
  collection: 'protocols',
  id: view.id,
  view,
  position: view.version * 10,
});
export const deletionPush = (id: string, version: number) => ({
  collection: 'protocols',
  id,
  view: { id, version, deleted: true as const },
  position: version * 10,
});
