import { TYPE_LISTS, type TypeKind, type WriteResult } from '@kollab/contracts';
import { TYPE_USAGE, type TypeUsageRegistry } from '@kollab/server/contexts/types/public/type-catalog';
import { startAccountsApp, unique, type AccountsTestApp, type TestUser } from '../../support/accounts-app';
import type { JsonResponse } from '../../support/test-app';

export interface ErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

export const KINDS: readonly TypeKind[] = ['contact', 'task', 'protocol', 'claim', 'offer'];

/** /api/v1/account_manager/<kind>_types plus a suffix. */
export const typesPath = (kind: TypeKind, suffix = ''): string => `/api/v1/account_manager/${TYPE_LISTS[kind]}${suffix}`;

let shorts = 0;
/** A prefix no other test of the suite uses (each suite has its own database). */
export const nextShort = (): string => `P${(shorts++).toString(36).toUpperCase()}`;

/** A valid body of the kind: title, and a fresh prefix where the kind has one. */
export const bodyOf = (kind: TypeKind, title: string, short = nextShort()): Record<string, unknown> =>
  kind === 'claim' ? { title } : { title, short };

/** A caller: a user with the signature of one account. */
export interface Caller {
  user: TestUser;
  sig: string;
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<JsonResponse<T>>;
}

/** One organisation with a manager, a member (user) and a portal user (contact). */
export interface TypesOrg {
  org: string;
  manager: Caller;
  member: Caller;
  portal: Caller;
}

export interface TypesFixture {
  t: AccountsTestApp;
  usage: TypeUsageRegistry;
  organisation(): Promise<TypesOrg>;
  /** POST as the manager; fails the test unless 201. */
  create(caller: Caller, kind: TypeKind, body: Record<string, unknown>): Promise<string>;
}

export async function startTypesFixture(): Promise<TypesFixture> {
  const t = await startAccountsApp();
  const caller = async (user: TestUser, org: string): Promise<Caller> => {
    const sig = await t.signature(user, org);
    return { user, sig, call: (method, path, body, headers) => t.call(method, path, user, sig, body, headers) };
  };
  return {
    t,
    usage: t.app.get<TypeUsageRegistry>(TYPE_USAGE, { strict: false }),
    async organisation() {
      const manager = await t.user();
      const member = await t.user();
      const portal = await t.user();
      const org = await t.organisation(manager);
      await t.addMember(org, manager, member, ['user']);
      await t.addMember(org, manager, portal, ['contact']);
      return { org, manager: await caller(manager, org), member: await caller(member, org), portal: await caller(portal, org) };
    },
    async create(by, kind, body) {
      const response = await by.call<WriteResult>('POST', typesPath(kind), body);
      if (response.status !== 201) throw new Error(`POST ${typesPath(kind)}: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.id;
    },
  };
}

export { unique };
