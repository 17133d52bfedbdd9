import type { JsonResponse } from '../../support/test-app';
import type { AccountsTestApp, TestUser } from '../../support/accounts-app';

/**
 * Calls into one organisation as its members, each with their current Account
 * signature: a signature outdated by a team change is fetched again once and the call
 * retried, as the client does on "Account Signature Outdated" (seed §4).
 */
export class OrganisationCalls {
  private readonly signatures = new Map<string, string>();

  constructor(
    private readonly t: AccountsTestApp,
    readonly org: string,
  ) {}

  async signature(user: TestUser): Promise<string> {
    const cached = this.signatures.get(user.id);
    if (cached) return cached;
    const fresh = await this.t.signature(user, this.org);
    this.signatures.set(user.id, fresh);
    return fresh;
  }

  async call<T = Record<string, unknown>>(
    user: TestUser,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<JsonResponse<T>> {
    const response = await this.t.call<T>(method, path, user, await this.signature(user), body, headers);
    if (response.status !== 403 || (response.body as { code?: string })?.code !== 'account.signature_outdated') return response;
    this.signatures.delete(user.id);
    return this.t.call<T>(method, path, user, await this.signature(user), body, headers);
  }

  /**
   * POST v1/teams as `manager`, with its first `members` ([user, permissions, extended?]);
   * the new team's id (fails the test on anything but 201). Unless an admin is named, the
   * manager joins as the team's first admin.
   */
  async createTeam(manager: TestUser, name: string, short: string, members: Array<[TestUser, string[], boolean?]> = []): Promise<string> {
    const named = members.map(([user, permissions, extended_permissions = false]) => ({ user_id: user.id, permissions, extended_permissions }));
    const created = await this.call<{ id: string }>(manager, 'POST', '/api/v1/teams', {
      name,
      short,
      ...(named.length > 0 ? { members: named } : {}),
    });
    if (created.status !== 201) throw new Error(`POST v1/teams: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.id;
  }

  /** POST v1/teams/{id}/members (fails the test on anything but 201). */
  async addMember(actor: TestUser, teamId: string, member: TestUser, permissions: string[], extended_permissions = false): Promise<void> {
    const added = await this.call(actor, 'POST', `/api/v1/teams/${teamId}/members`, { user_id: member.id, permissions, extended_permissions });
    if (added.status !== 201) throw new Error(`POST v1/teams/${teamId}/members: ${added.status} ${JSON.stringify(added.body)}`);
  }
}
