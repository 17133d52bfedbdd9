import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UserView } from '@kollab/contracts';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { AccountEntry } from '../commands/account-entry';
import { SYSTEM_ACCOUNT_ID } from '../domain/user.state';
import { USERS_COLLECTION } from '../projections/user-list.projection';
import { DomainRefusal } from '@kollab/contracts';

export class GetUser {
  constructor(
    readonly viewerId: string,
    readonly userId: string,
  ) {}
}

/**
 * A user as the caller may see them: oneself in full; a user who shares an account with
 * the caller (or anyone, for a system admin) without the private fields (pending
 * e-mail change, date of birth); anyone else is 404, as if unknown.
 */
@QueryHandler(GetUser)
export class GetUserHandler implements IQueryHandler<GetUser, UserView> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly accounts: AccountEntry,
  ) {}

  async execute({ viewerId, userId }: GetUser): Promise<UserView> {
    const users = this.readStore.collection<UserView>(USERS_COLLECTION).forAccount(SYSTEM_ACCOUNT_ID);
    const user = await users.get(userId);
    if (!user) throw DomainRefusal.notFound();
    if (viewerId === userId) return user;
    const viewer = await users.get(viewerId);
    if (!viewer?.is_admin && !(await this.accounts.shareAnAccount(viewerId, userId))) throw DomainRefusal.notFound();
    return { ...user, new_email: null, date_of_birth: null };
  }
}
