import { UserPresenceNames } from './realtime/user-presence-names';
import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobQueue } from '../../core/jobs/job-queue';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { ReactionsService } from '../../core/reactions/reactions.service';
import type { SqlClient } from '../../core/sql/sql-client';
import { SQL_CLIENT } from '../../core/stores/sql-client.token';
import { OAuthController } from './api/oauth.controller';
import { PasswordResetController } from './api/password-reset.controller';
import { UsersController } from './api/users.controller';
import { AccountEntry } from './commands/account-entry';
import { ActivateUserHandler } from './commands/activate-user.handler';
import { ChangeAvatarHandler } from './commands/change-avatar.handler';
import { ChangePasswordHandler } from './commands/change-password.handler';
import { ChangeProfileHandler } from './commands/change-profile.handler';
import { ConfirmEmailChangeHandler } from './commands/confirm-email-change.handler';
import { CreateUserHandler } from './commands/create-user.handler';
import { EraseUserHandler } from './commands/erase-user.handler';
import { GrantSystemAdminHandler } from './commands/grant-system-admin.handler';
import { RefreshTokensHandler } from './commands/refresh-tokens.handler';
import { RequestEmailChangeHandler } from './commands/request-email-change.handler';
import { RequestPasswordResetHandler } from './commands/request-password-reset.handler';
import { ResetPasswordHandler } from './commands/reset-password.handler';
import { RespondToChallengeHandler } from './commands/respond-to-challenge.handler';
import { SendActivationLinkHandler } from './commands/send-activation-link.handler';
import { SignInHandler } from './commands/sign-in.handler';
import { SignOutHandler } from './commands/sign-out.handler';
import { UserStream } from './commands/user-stream';
import { IdentityMailer } from './mail/identity-mailer';
import { IdentityMailJob, identityMailReaction } from './mail/identity-mail.job';
import { userListProjection } from './projections/user-list.projection';
import { SYSTEM_ADMINS } from '../../core/auth/system-admins';
import { SystemAdminsService } from './public/system-admins.service';
import { ACTOR_NAMES } from '../../core/history/actor-names';
import { UserActorNames } from './public/user-actor-names';
import { USER_DIRECTORY } from './public/user-directory';
import { UserDirectoryService } from './public/user-directory.service';
import { GetUserHandler } from './queries/get-user.handler';
import { GetUserAvatarHandler } from './queries/get-user-avatar.handler';
import { CredentialsStore } from './secrets/credentials.store';
import { migrateIdentitySchema } from './secrets/identity.schema';
import { LoginThrottle } from './secrets/login-throttle';
import { NameReservations } from './secrets/name-reservations';
import { OneTimeTokenStore } from './secrets/one-time-token.store';
import { PasswordResetThrottle } from './secrets/password-reset-throttle';
import { PasswordHasher } from './secrets/password-hasher';
import { RefreshTokenStore } from './secrets/refresh-token.store';
import { TokenIssuer } from './tokens/token-issuer';

const HANDLERS = [
  CreateUserHandler,
  SignInHandler,
  RespondToChallengeHandler,
  RefreshTokensHandler,
  SignOutHandler,
  ActivateUserHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  ChangeProfileHandler,
  RequestEmailChangeHandler,
  ConfirmEmailChangeHandler,
  ChangePasswordHandler,
  ChangeAvatarHandler,
  SendActivationLinkHandler,
  GrantSystemAdminHandler,
  EraseUserHandler,
  GetUserHandler,
  GetUserAvatarHandler,
];

/**
 * The identity context (issue 3): users, credentials, tokens and the auth endpoints.
 * Global so that the accounts context can inject USER_DIRECTORY.
 */
@Global()
@Module({
  controllers: [OAuthController, PasswordResetController, UsersController],
  providers: [
    PasswordHasher,
    CredentialsStore,
    RefreshTokenStore,
    OneTimeTokenStore,
    LoginThrottle,
    PasswordResetThrottle,
    NameReservations,
    TokenIssuer,
    IdentityMailer,
    IdentityMailJob,
    UserStream,
    AccountEntry,
    ...HANDLERS,
    UserDirectoryService,
    { provide: USER_DIRECTORY, useExisting: UserDirectoryService },
    { provide: SYSTEM_ADMINS, useClass: SystemAdminsService },
    { provide: ACTOR_NAMES, useClass: UserActorNames },
    UserPresenceNames,
  ],
  exports: [USER_DIRECTORY, SYSTEM_ADMINS, ACTOR_NAMES],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly projections: ProjectionRegistry,
    private readonly reactions: ReactionsService,
    private readonly identityMail: IdentityMailJob,
  ) {}

  async onModuleInit(): Promise<void> {
    await migrateIdentitySchema(this.sql);
    this.projections.register(userListProjection);
    this.jobs.register(this.identityMail);
    this.reactions.register(identityMailReaction);
  }
}
