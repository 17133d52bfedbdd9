import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RespondToChallengeInput, TokenResponse } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { decideSetPassword } from '../domain/user.decide';
import { CredentialsStore } from '../secrets/credentials.store';
import { NameReservations } from '../secrets/name-reservations';
import { OneTimeTokenStore } from '../secrets/one-time-token.store';
import { TokenIssuer } from '../tokens/token-issuer';
import { UserStream } from './user-stream';
import { DomainRefusal } from '@kollab/contracts';

export class RespondToChallenge {
  constructor(
    readonly input: RespondToChallengeInput,
    readonly context: CommandContext,
  ) {}
}

/** NEW_PASSWORD_REQUIRED: the session from sign-in and a new password (not the temporary one) → tokens. */
@CommandHandler(RespondToChallenge)
export class RespondToChallengeHandler implements ICommandHandler<RespondToChallenge, TokenResponse> {
  constructor(
    private readonly oneTime: OneTimeTokenStore,
    private readonly names: NameReservations,
    private readonly credentials: CredentialsStore,
    private readonly users: UserStream,
    private readonly tokens: TokenIssuer,
  ) {}

  async execute({ input, context }: RespondToChallenge): Promise<TokenResponse> {
    const now = context.now;
    const session = await this.oneTime.find('challenge_session', input.session, now);
    const userId = await this.names.userIdFor(input.username);
    if (!session || session.userId !== userId) throw DomainRefusal.unauthenticated('auth.session_invalid');
    await this.credentials.assertNotRecent(session.userId, input.password);
    if (!(await this.oneTime.consume(session.id, now))) throw DomainRefusal.unauthenticated('auth.session_invalid');
    await this.credentials.save(session.userId, input.password, { mustChange: false, now });
    await this.users.execute(session.userId, { ...context, actorId: session.userId }, (state) => decideSetPassword(state, 'challenge'));
    const user = await this.users.living(session.userId);
    return this.tokens.issue(session.userId, user, now, { clientId: input.client_id });
  }
}
