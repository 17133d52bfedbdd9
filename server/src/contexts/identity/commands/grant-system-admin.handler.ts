import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { decideGrantSystemAdmin } from '../domain/user.decide';
import { UserStream, type UserWrite } from './user-stream';

export class GrantSystemAdmin {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}

/** Makes a user a system administrator of organisations (demo data, operators). */
@CommandHandler(GrantSystemAdmin)
export class GrantSystemAdminHandler implements ICommandHandler<GrantSystemAdmin, UserWrite> {
  constructor(private readonly users: UserStream) {}

  execute({ userId, context }: GrantSystemAdmin): Promise<UserWrite> {
    return this.users.execute(userId, context, decideGrantSystemAdmin);
  }
}
