import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SignInInput, SignInResponse } from '@kollab/contracts';
import { CredentialsStore } from '../secrets/credentials.store';
import { LoginThrottle, signInThrottleKey } from '../secrets/login-throttle';
import { NameReservations } from '../secrets/name-reservations';
import { OneTimeTokenStore } from '../secrets/one-time-token.store';
import { PasswordHasher } from '../secrets/password-hasher';
import { TokenIssuer } from '../tokens/token-issuer';
import { AccountEntry } from './account-entry';
import { UserStream } from './user-stream';
import { DomainRefusal } from '@kollab/contracts';

export class SignIn {
  constructor(
    readonly input: SignInInput,
    /** The caller's network address (throttling key). */
    readonly address: string,
    readonly now: Date,
  ) {}
}

const invalidCredentials = (): DomainRefusal => DomainRefusal.unauthenticated('auth.invalid_credentials');

/**
 * Username (or e-mail) and password → tokens, or the NEW_PASSWORD_REQUIRED challenge for
 * a temporary password. An unknown user and a wrong password get the same answer and
 * take the same time; failures are throttled per account (user name and e-mail alike) and address.
 */
@CommandHandler(SignIn)
export class SignInHandler implements ICommandHandler<SignIn, SignInResponse> {
  constructor(
    private readonly throttle: LoginThrottle,
    private readonly names: NameReservations,
    private readonly credentials: CredentialsStore,
    private readonly hasher: PasswordHasher,
    private readonly users: UserStream,
    private readonly accounts: AccountEntry,
    private readonly oneTime: OneTimeTokenStore,
    private readonly tokens: TokenIssuer,
  ) {}

  async execute({ input, address, now }: SignIn): Promise<SignInResponse> {
    const userId = await this.names.userIdFor(input.username);
    const key = signInThrottleKey(userId, input.username, address);
    await this.throttle.assertAllowed(key, now);
    const valid = userId ? await this.credentials.verify(userId, input.password) : await this.hasher.verifyNothing(input.password);
    const user = valid && userId ? (await this.users.load(userId)).state : undefined;
    if (!userId || !user || !user.exists || user.erased) {
      await this.throttle.recordFailure(key, now);
      throw invalidCredentials();
    }
    await this.throttle.reset(key);
    if (input.account_id) await this.accounts.assertCanEnter(input.account_id, userId);

    const credentials = await this.credentials.get(userId);
    if (credentials?.mustChangePassword) {
      const session = await this.oneTime.issue('challenge_session', userId, now);
      return {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: session,
        ChallengeParameters: { USER_ID_FOR_SRP: user.username, username: user.username, email: user.email, requiredAttributes: [] },
      };
    }
    return this.tokens.issue(userId, user, now);
  }
}
