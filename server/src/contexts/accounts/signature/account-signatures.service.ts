import { Inject, Injectable, Optional } from '@nestjs/common';
import type { AccountGrant, AccountSignatures } from '../../../core/auth/account-signatures';
import { JWT_SECRET } from '../../../core/auth/jwt-secret';
import { ApiError } from '../../../core/http/api-error';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { accountAccess, accountFlags } from '../domain/account-access';
import type { AccountDoc } from '../projections/account.projection';
import type { MemberDoc } from '../projections/member-list.projection';
import { AccountReader } from '../queries/account-reader';
import { readAccountSignature, signAccountSignature } from './account-signature.token';
import { membershipVersion } from './membership-version';

const signedStateOf = (account: AccountDoc, member: MemberDoc) => ({
  roles: member.roles,
  flags: accountFlags(account.apps, account.flags),
  termsAccepted: account.terms_accepted,
  memberStatus: member.status,
  accountStatus: account.status,
});

/**
 * The Account header (port ACCOUNT_SIGNATURES): a JWT of ours naming account, user,
 * roles, flags, terms and the membership version `mv`. Verifying costs two point reads
 * (account, member) and, only for a signature that claims the admin role, a third.
 */
@Injectable()
export class AccountSignaturesService implements AccountSignatures {
  constructor(
    private readonly reader: AccountReader,
    @Inject(JWT_SECRET) private readonly secret: string,
    @Optional() @Inject(USER_DIRECTORY) private readonly users?: UserDirectory,
  ) {}

  /** A signature for a member the caller checked may enter (accountAccess granted). */
  issue(account: AccountDoc, member: MemberDoc, isAdmin: boolean): Promise<string> {
    const state = signedStateOf(account, member);
    return signAccountSignature(
      {
        acc: account.id,
        sub: member.user_id,
        roles: isAdmin ? [...member.roles, 'admin'] : member.roles,
        flags: state.flags,
        terms_accepted: state.termsAccepted,
        teams: [],
        mv: membershipVersion(state),
      },
      this.secret,
    );
  }

  async verify(signature: string | undefined, userId: string): Promise<AccountGrant> {
    if (!signature) throw new ApiError(403, 'account.missing');
    const claims = await readAccountSignature(signature, this.secret);
    if (!claims) throw new ApiError(403, 'account.signature_invalid');
    if (claims.sub !== userId) throw new ApiError(403, 'account.invalid', undefined, 'signature of another user');
    const [account, member] = await Promise.all([this.reader.account(claims.acc), this.reader.member(claims.acc, userId)]);
    if (!account || !member || accountAccess({ account, member }) !== 'granted') {
      throw new ApiError(403, 'account.invalid', undefined, 'no access to the account');
    }
    const state = signedStateOf(account, member);
    if (membershipVersion(state) !== claims.mv) throw new ApiError(403, 'account.signature_outdated');
    const claimsAdmin = claims.roles.includes('admin');
    if (claimsAdmin && !(await this.users?.getUser(userId))?.is_admin) throw new ApiError(403, 'account.signature_outdated');
    return {
      accountId: account.id,
      roles: claimsAdmin ? [...member.roles, 'admin'] : member.roles,
      flags: state.flags,
      teamIds: [],
      termsAccepted: state.termsAccepted,
    };
  }
}
