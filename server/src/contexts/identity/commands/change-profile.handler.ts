import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UpdateProfileInput } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { decideChangeProfile } from '../domain/user.decide';
import { UserStream, type UserWrite } from './user-stream';

export class ChangeProfile {
  constructor(
    readonly userId: string,
    readonly input: UpdateProfileInput,
    readonly context: CommandContext,
  ) {}
}

/** Names, gender, date of birth, locale; the username never changes. */
@CommandHandler(ChangeProfile)
export class ChangeProfileHandler implements ICommandHandler<ChangeProfile, UserWrite> {
  constructor(private readonly users: UserStream) {}

  execute({ userId, input, context }: ChangeProfile): Promise<UserWrite> {
    const trim = (value: string | undefined) => value?.trim();
    return this.users.execute(userId, context, (state) =>
      decideChangeProfile(state, { ...input, first_name: trim(input.first_name), last_name: trim(input.last_name) }),
    );
  }
}
