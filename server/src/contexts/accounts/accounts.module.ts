import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { rooms } from '@kollab/contracts';
import { DownloadableFileKinds } from '../../core/files/downloadable-file-kinds';
import { JOB_QUEUE, type JobQueue } from '../../core/jobs/job-queue';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { ReactionsService } from '../../core/reactions/reactions.service';
import { SocketAccess } from '../../core/realtime/socket-access';
import { ViewAudiences } from '../../core/realtime/view-audiences';
import { migrate } from '../../core/sql/migrate';
import type { SqlClient } from '../../core/sql/sql-client';
import { SQL_CLIENT } from '../../core/stores/sql-client.token';
import { AccountSettingsController } from './api/account-settings.controller';
import { AccountUsersController } from './api/account-users.controller';
import { AccountsController } from './api/accounts.controller';
import { AdminAccountsController } from './api/admin-accounts.controller';
import { MembersController } from './api/members.controller';
import { RegistrationController } from './api/registration.controller';
import { AccountsPublicModule } from './accounts-public.module';
import { AddMemberHandler } from './commands/add-member.handler';
import { ChangeAccountHandler } from './commands/change-account.handler';
import { ChangeAccountImageHandler, accountImageKind } from './commands/change-account-image.handler';
import { ChangeMemberHandler } from './commands/change-member.handler';
import { CreateAccountHandler } from './commands/create-account.handler';
import { InviteRegistrationHandler } from './commands/invite-registration.handler';
import { MarkAccountForDeletionHandler } from './commands/mark-account-for-deletion.handler';
import { RegisterAccountHandler } from './commands/register-account.handler';
import { RenameAccountHandler } from './commands/rename-account.handler';
import { AccountDeletionJob } from './jobs/account-deletion.job';
import { EraseRemovedMemberJob } from './jobs/erase-removed-member.job';
import { UserErasure } from './jobs/user-erasure';
import { ACCOUNTS_COLLECTION, accountProjection } from './projections/account.projection';
import { MEMBERS_COLLECTION, memberListProjection } from './projections/member-list.projection';
import { userAccountsProjection } from './projections/user-accounts.projection';
import { ListAccountsHandler } from './queries/list-accounts.handler';
import { ListMembersHandler } from './queries/list-members.handler';
import { ListUserAccountsHandler } from './queries/list-user-accounts.handler';
import { eraseRemovedMemberReaction } from './reactions/erase-removed-member.reaction';
import { AccountNameReservations } from './store/account-name-reservations';
import { ACCOUNTS_SCHEMA, ACCOUNTS_SCHEMA_LOCK } from './store/accounts.schema';
import { RegistrationInvitations } from './store/registration-invitations';

/** The accounts context (issue 3): organisations, memberships, the Account signature, registration. */
@Module({
  imports: [AccountsPublicModule],
  // MembersController first: `v1/accounts/members` must match before `v1/accounts/:account_id`.
  controllers: [
    MembersController,
    AccountsController,
    AccountSettingsController,
    AccountUsersController,
    AdminAccountsController,
    RegistrationController,
  ],
  providers: [
    CreateAccountHandler,
    RenameAccountHandler,
    ChangeAccountHandler,
    ChangeAccountImageHandler,
    MarkAccountForDeletionHandler,
    AddMemberHandler,
    ChangeMemberHandler,
    RegisterAccountHandler,
    InviteRegistrationHandler,
    ListMembersHandler,
    ListUserAccountsHandler,
    ListAccountsHandler,
    AccountNameReservations,
    RegistrationInvitations,
    UserErasure,
    AccountDeletionJob,
    EraseRemovedMemberJob,
  ],
})
export class AccountsModule implements OnModuleInit {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly projections: ProjectionRegistry,
    private readonly reactions: ReactionsService,
    private readonly audiences: ViewAudiences,
    private readonly socketAccess: SocketAccess,
    private readonly accountDeletion: AccountDeletionJob,
    private readonly eraseRemovedMember: EraseRemovedMemberJob,
    private readonly downloadable: DownloadableFileKinds,
  ) {}

  async onModuleInit(): Promise<void> {
    await migrate(this.sql, ACCOUNTS_SCHEMA_LOCK, ACCOUNTS_SCHEMA);
    this.projections.register(accountProjection);
    this.projections.register(memberListProjection);
    this.projections.register(userAccountsProjection);
    this.jobs.register(this.accountDeletion);
    this.jobs.register(this.eraseRemovedMember);
    this.reactions.register(eraseRemovedMemberReaction);
    // Logo and icon: every member of the account downloads them by id (GET v1/files/{id}).
    this.downloadable.allow(accountImageKind('logo'), accountImageKind('icon'));
    // Every member sees the account change (flags, name: reload the signature); a
    // membership change goes to that user alone (their roles changed).
    this.audiences.register({ collection: ACCOUNTS_COLLECTION, context: 'accounts', view: 'account', rooms: (c) => [rooms.account(c.accountId)] });
    this.audiences.register({ collection: MEMBERS_COLLECTION, context: 'accounts', view: 'membership', rooms: (c) => [rooms.user(c.id)] });
    // Open sockets follow: a member's (status, roles) and the whole account's (status, apps).
    this.socketAccess.watch({ collection: MEMBERS_COLLECTION, sockets: (c) => [rooms.user(c.id)] });
    this.socketAccess.watch({ collection: ACCOUNTS_COLLECTION, sockets: (c) => [rooms.account(c.accountId)] });
  }
}
