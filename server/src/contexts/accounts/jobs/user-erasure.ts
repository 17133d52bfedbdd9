import { Inject, Injectable } from '@nestjs/common';
import { commandContext } from '../../../core/aggregates/command-context';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { SYSTEM_SCOPE } from '../projections/system-scope';
import { ReadModelMembershipDirectory } from '../public/read-model-membership-directory';

/**
 * Erases a user's personal data (through identity) once they belong to no organisation:
 * after their last membership was removed, or their last account was deleted. System
 * admins are kept: they administer without belonging anywhere.
 */
@Injectable()
export class UserErasure {
  constructor(
    private readonly memberships: ReadModelMembershipDirectory,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  /** True when erased; `leaving` is the account the user is leaving (its read models may lag). */
  async eraseIfWithoutAccounts(userId: string, leaving: string, correlationId: string): Promise<boolean> {
    const user = await this.users.getUser(userId);
    if (!user || user.is_admin) return false;
    const others = (await this.memberships.membershipsOf(userId)).filter((m) => m.account_id !== leaving);
    if (others.length > 0) return false;
    await this.users.eraseUser(userId, commandContext(SYSTEM_SCOPE, null, { correlationId }));
    return true;
  }
}
