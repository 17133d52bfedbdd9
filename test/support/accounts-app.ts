import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Global, Logger, Module, type DynamicModule } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Role } from '@kollab/contracts';
import { commandContext } from '@kollab/server/core/aggregates/command-context';
import { issueAccessToken } from '@kollab/server/core/auth/jwt-access-token';
import { ReadYourWrites } from '@kollab/server/core/projections/read-your-writes';
import { ACCOUNT_DELETION_GRACE_MS } from '@kollab/server/contexts/accounts/accounts.options';
import { CreateAccount, type AccountCreated } from '@kollab/server/contexts/accounts/commands/create-account.handler';
import { AddMember, type MemberAdded } from '@kollab/server/contexts/accounts/commands/add-member.handler';
import { USER_DIRECTORY, type DirectoryUser, type UserDirectory } from '@kollab/server/contexts/identity/public/user-directory';
import { testJwtSecret } from './auth-tokens';
import { eventually } from './jobs-waits';
import type { DriverName } from './sql-drivers';
import { request, startTestApp, type JsonResponse, type TestApp } from './test-app';

export const TEST_PASSWORD = 'Demo-Pass-1';

/** A unique suffix for names, e-mails and usernames (one database per suite, but tests share it). */
export const unique = (): string => randomBytes(4).toString('hex');

export interface AccountsTestApp extends TestApp {
  secret: string;
  users: UserDirectory;
  /** A user created through identity (active, with a password), and an access token for them. */
  user(overrides?: Partial<{ first_name: string; last_name: string; username: string; email: string }>): Promise<TestUser>;
  admin(): Promise<TestUser>;
  /** An organisation (through the command bus) with `manager` as its first manager; read models caught up. */
  organisation(manager: TestUser, options?: Partial<{ name: string; user_slots: number; portal_user_slots: number }>): Promise<string>;
  /** Adds an existing user to an organisation with these roles (read models caught up). */
  addMember(accountId: string, actor: TestUser, member: TestUser, roles?: Role[]): Promise<void>;
  /** GET v1/accounts/{id} as `user`: the signature (fails the test on anything but 200). */
  signature(user: TestUser, accountId: string): Promise<string>;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    user?: TestUser,
    signature?: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<JsonResponse<T>>;
  /** Stream events of an account (all its streams), for "nothing appended" checks. */
  eventCount(accountId: string): Promise<number>;
  /** The text of the newest outbox mail to `to` (waits for the mail job). */
  mailTo(to: string): Promise<string>;
}

export interface TestUser extends DirectoryUser {
  token: string;
}

@Global()
@Module({})
class DeletionGraceModule {
  static with(ms: number): DynamicModule {
    return { module: DeletionGraceModule, providers: [{ provide: ACCOUNT_DELETION_GRACE_MS, useValue: ms }], exports: [ACCOUNT_DELETION_GRACE_MS] };
  }
}

/**
 * The app on PGlite with JWT_SECRET set; `deletionGraceMs` shortens the 10 days of account deletion;
 * `env` adds configuration (LOG_LEVEL and LOG_FORMAT for a suite that reads the app's log lines).
 */
export async function startAccountsApp(
  options: { deletionGraceMs?: number; env?: Record<string, string>; driver?: DriverName } = {},
): Promise<AccountsTestApp> {
  Logger.overrideLogger(false);
  const secret = testJwtSecret();
  const t = await startTestApp({
    driver: options.driver,
    env: { JWT_SECRET: secret, PUBLIC_URL: 'https://kollab.test', ...options.env },
    imports: options.deletionGraceMs === undefined ? [] : [DeletionGraceModule.with(options.deletionGraceMs)],
  });
  let users: UserDirectory;
  try {
    users = t.app.get<UserDirectory>(USER_DIRECTORY, { strict: false });
  } catch {
    await t.close();
    throw new Error('USER_DIRECTORY is not provided (the identity module is not built yet): the accounts suites need it');
  }
  const commands = t.app.get(CommandBus);
  const waiter = t.app.get(ReadYourWrites);
  const system = () => commandContext('_system', null);

  const app: AccountsTestApp = {
    ...t,
    secret,
    users,
    async user(overrides = {}) {
      const id = unique();
      const created = await users.createUser(
        {
          username: overrides.username ?? `user-${id}`,
          email: overrides.email ?? `user-${id}@example.test`,
          first_name: overrides.first_name ?? 'Test',
          last_name: overrides.last_name ?? `User ${id}`,
          password: TEST_PASSWORD,
        },
        system(),
      );
      return { ...created, token: await issueAccessToken({ userId: created.id, teamIds: [], roles: [] }, secret, 300) };
    },
    async admin() {
      const user = await app.user();
      await users.grantSystemAdmin(user.id, system());
      return { ...user, is_admin: true };
    },
    async organisation(manager, options = {}) {
      const name = options.name ?? `Org-${unique()}`;
      const created = await commands.execute<CreateAccount, AccountCreated>(
        new CreateAccount(
          null,
          {
            name,
            domain: name.toLowerCase(),
            apps: ['contacts', 'tasks'],
            flags: [],
            user_slots: options.user_slots ?? 10,
            portal_user_slots: options.portal_user_slots ?? 2,
            created_by: null,
          },
          { kind: 'existing', userId: manager.id },
          true,
        ),
      );
      await waiter.waitFor(created.result.checkpoint, 5000);
      return created.accountId;
    },
    async addMember(accountId, actor, member, roles = ['user']) {
      const added = await commands.execute<AddMember, MemberAdded>(
        new AddMember(commandContext(accountId, actor.id), { email: member.email, roles }, { kind: 'invite' }),
      );
      await waiter.waitFor(added.result.checkpoint, 5000);
    },
    async signature(user, accountId) {
      const response = await app.call<{ signature: string }>('GET', `/api/v1/accounts/${accountId}`, user);
      if (response.status !== 200) throw new Error(`GET v1/accounts/${accountId}: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.signature;
    },
    call(method, path, user, signature, body, headers = {}) {
      return request(t.url, method, path, {
        body,
        headers: {
          ...(user ? { authorization: `Bearer ${user.token}` } : {}),
          ...(signature ? { account: signature } : {}),
          'content-language': 'en',
          ...headers,
        },
      });
    },
    async eventCount(accountId) {
      const [row] = await t.sql.query<{ n: number | string }>('SELECT count(*) AS n FROM es_events WHERE account_id = $1', [accountId]);
      return Number(row.n);
    },
    async mailTo(to) {
      const dir = join(t.config.dataDir, 'mail');
      return eventually(
        async () => {
          const files = (await readdir(dir).catch(() => [] as string[]))
            .filter((f) => f.endsWith('.eml'))
            .sort()
            .reverse();
          for (const file of files) {
            const text = decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'));
            if (text.includes(`To: ${to}`)) return text;
          }
          return undefined;
        },
        10_000,
        `a mail to ${to}`,
      );
    },
  };
  return app;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A manager and a plain member of one new organisation, with both signatures. */
export interface ManagedOrganisation {
  manager: TestUser;
  member: TestUser;
  org: string;
  sig: string;
  memberSig: string;
}

export async function organisationWithMember(t: AccountsTestApp): Promise<ManagedOrganisation> {
  const manager = await t.user();
  const member = await t.user();
  const org = await t.organisation(manager);
  await t.addMember(org, manager, member, ['user']);
  return { manager, member, org, sig: await t.signature(manager, org), memberSig: await t.signature(member, org) };
}

/** The two headers of a signed-in call. */
export const authHeaders = (user: TestUser, signature: string): Record<string, string> => ({
  authorization: `Bearer ${user.token}`,
  account: signature,
});
