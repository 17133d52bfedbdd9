import { Inject, Injectable } from '@nestjs/common';
import { holdsTeamAdmin, type Role, type TeamGrant, DomainRefusal } from '@kollab/contracts';
import type { AccountGrant, AccountSignatures } from '../../../core/auth/account-signatures';
import { JWT_SECRET } from '../../../core/auth/jwt-secret';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { TEAM_DIRECTORY, type TeamDirectory } from '../../teams/public/team-directory';
import { accountAccess, accountFlags } from '../domain/account-access';
import type { AccountDoc } from '../projections/account.projection';
import type { MemberDoc } from '../projections/member-list.projection';
import { AccountReader } from '../queries/account-reader';
import { readAccountSignature, signAccountSignature } from './account-signature.token';
import { membershipVersion } from './membership-version';

/** The member's roles with `team_admin` derived from their teams: admin in any team grants it. */
function rolesWithTeams(member: MemberDoc, grants: readonly TeamGrant[]): Role[] {
  const derived: Role[] = grants.some((grant) => holdsTeamAdmin(grant.permissions)) ? ['team_admin'] : [];
  return [...new Set<Role>([...member.roles, ...derived])];
}

const signedStateOf = (account: AccountDoc, member: MemberDoc, grants: readonly TeamGrant[]) => ({
  roles: rolesWithTeams(member, grants),
  flags: accountFlags(account.apps, account.flags),
  termsAccepted: account.terms_accepted,
  memberStatus: member.status,
  accountStatus: account.status,
  teamIds: grants.map((grant) => grant.team_id),
});

const grantOf = (accountId: string, state: ReturnType<typeof signedStateOf>, admin: boolean): AccountGrant => ({
  accountId,
  roles: admin ? [...state.roles, 'admin'] : state.roles,
  flags: state.flags,
  teamIds: state.teamIds,
  termsAccepted: state.termsAccepted,
});

/** A signature and the roles it carries (the account view shows the same roles). */
export interface IssuedSignature {
  signature: string;
  roles: Role[];
}

/**
 * The Account header (port ACCOUNT_SIGNATURES): a JWT of ours naming account, user,
 * roles (with `team_admin` derived from the teams), flags, terms, the member's teams and
 * the membership version `mv`. Verifying costs three point reads (account, member, the
 * member's team grants) and, only for a signature that claims the admin role, a fourth.
 */
@Injectable()
export class AccountSignaturesService implements AccountSignatures {
  constructor(
    private readonly reader: AccountReader,
    @Inject(JWT_SECRET) private readonly secret: string,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @Inject(TEAM_DIRECTORY) private readonly teams: TeamDirectory,
  ) {}

  /** A signature for a member the caller checked may enter (accountAccess granted). */
  async issue(account: AccountDoc, member: MemberDoc, isAdmin: boolean): Promise<string> {
    return (await this.issueWithRoles(account, member, isAdmin)).signature;
  }

  /** As `issue`, with the roles signed (the member's, team_admin when derived, admin for the system admin). */
  async issueWithRoles(account: AccountDoc, member: MemberDoc, isAdmin: boolean): Promise<IssuedSignature> {
    const state = signedStateOf(account, member, await this.grantsOf(account.id, member.user_id));
    const roles: Role[] = isAdmin ? [...state.roles, 'admin'] : state.roles;
    const signature = await signAccountSignature(
      {
        acc: account.id,
        sub: member.user_id,
        roles,
        flags: state.flags,
        terms_accepted: state.termsAccepted,
        teams: state.teamIds,
        mv: membershipVersion(state),
      },
      this.secret,
    );
    return { signature, roles };
  }

  async verify(signature: string | undefined, userId: string): Promise<AccountGrant> {
    if (!signature) throw DomainRefusal.forbidden('account.missing');
    const claims = await readAccountSignature(signature, this.secret);
    if (!claims) throw DomainRefusal.forbidden('account.signature_invalid');
    if (claims.sub !== userId) throw new DomainRefusal('forbidden', 'account.invalid', undefined, 'signature of another user');
    const state = await this.signedState(claims.acc, userId);
    if (!state) throw new DomainRefusal('forbidden', 'account.invalid', undefined, 'no access to the account');
    if (membershipVersion(state) !== claims.mv) throw DomainRefusal.forbidden('account.signature_outdated');
    const claimsAdmin = claims.roles.includes('admin');
    if (claimsAdmin && !(await this.isAdmin(userId))) throw DomainRefusal.forbidden('account.signature_outdated');
    return grantOf(claims.acc, state, claimsAdmin);
  }

  async current(accountId: string, userId: string, admin: boolean): Promise<AccountGrant | null> {
    const state = await this.signedState(accountId, userId);
    return state ? grantOf(accountId, state, admin && (await this.isAdmin(userId))) : null;
  }

  /** The state a signature of the member vouches for now; null without access (accountAccess). */
  private async signedState(accountId: string, userId: string): Promise<ReturnType<typeof signedStateOf> | null> {
    const [account, member, grants] = await Promise.all([
      this.reader.account(accountId),
      this.reader.member(accountId, userId),
      this.grantsOf(accountId, userId),
    ]);
    if (!account || !member || accountAccess({ account, member }) !== 'granted') return null;
    return signedStateOf(account, member, grants);
  }

  private async isAdmin(userId: string): Promise<boolean> {
    return (await this.users.getUser(userId))?.is_admin === true;
  }

  /** The member's team grants (one point read). */
  private grantsOf(accountId: string, userId: string): Promise<TeamGrant[]> {
    return this.teams.grantsOf(accountId, userId);
  }
}
