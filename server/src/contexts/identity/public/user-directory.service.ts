import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UserView } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { CreateUser } from '../commands/create-user.handler';
import { EraseUser } from '../commands/erase-user.handler';
import { GrantSystemAdmin } from '../commands/grant-system-admin.handler';
import { RequestPasswordReset } from '../commands/request-password-reset.handler';
import { SendActivationLink } from '../commands/send-activation-link.handler';
import { UserStream } from '../commands/user-stream';
import { fullName, SYSTEM_ACCOUNT_ID, type UserState } from '../domain/user.state';
import { USERS_COLLECTION } from '../projections/user-list.projection';
import { NameReservations } from '../secrets/name-reservations';
import type { DirectoryUser, NewUser, UserDirectory } from './user-directory';

const fromState = (id: string, state: UserState): DirectoryUser => ({
  id,
  username: state.username,
  email: state.email,
  first_name: state.first_name,
  last_name: state.last_name,
  full_name: fullName(state),
  locale: state.locale,
  status: state.status,
  is_admin: state.is_admin,
});

const fromView = (view: UserView): DirectoryUser => ({
  id: view.id,
  username: view.username,
  email: view.email,
  first_name: view.first_name,
  last_name: view.last_name,
  full_name: view.full_name,
  locale: view.locale,
  status: view.status,
  is_admin: view.is_admin,
});

/**
 * USER_DIRECTORY: what the accounts context may do with users. Single users are read
 * from their stream (current even right after a write); lists from the read model,
 * with the stream as fallback for users it has not caught up with yet.
 */
@Injectable()
export class UserDirectoryService implements UserDirectory {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UserStream,
    private readonly names: NameReservations,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  createUser(input: NewUser, context: CommandContext): Promise<DirectoryUser> {
    return this.commands.execute<CreateUser, DirectoryUser>(new CreateUser(input, context));
  }

  async getUser(userId: string): Promise<DirectoryUser | undefined> {
    const { state } = await this.users.load(userId);
    return state.exists && !state.erased ? fromState(userId, state) : undefined;
  }

  async getUsers(userIds: readonly string[]): Promise<DirectoryUser[]> {
    const views = await this.readStore.collection<UserView>(USERS_COLLECTION).forAccount(SYSTEM_ACCOUNT_ID).getMany(userIds);
    const found = new Map(views.map((view) => [view.id, fromView(view)]));
    for (const id of new Set(userIds)) {
      if (!found.has(id)) {
        const user = await this.getUser(id);
        if (user) found.set(id, user);
      }
    }
    return [...new Set(userIds)].flatMap((id) => found.get(id) ?? []);
  }

  async findByEmail(email: string): Promise<DirectoryUser | undefined> {
    const userId = await this.names.holder({ kind: 'email', value: email });
    return userId ? this.getUser(userId) : undefined;
  }

  sendWelcome(userId: string, context: CommandContext): Promise<void> {
    return this.commands.execute<SendActivationLink, void>(new SendActivationLink(userId, context));
  }

  sendPasswordReset(userId: string, context: CommandContext): Promise<void> {
    return this.commands.execute<RequestPasswordReset, void>(new RequestPasswordReset({ userId }, context));
  }

  eraseUser(userId: string, context: CommandContext): Promise<void> {
    return this.commands.execute<EraseUser, void>(new EraseUser(userId, context));
  }

  async grantSystemAdmin(userId: string, context: CommandContext): Promise<void> {
    await this.commands.execute(new GrantSystemAdmin(userId, context));
  }
}
