import { Global, Module } from '@nestjs/common';
import { ACCOUNT_SIGNATURES } from '../../core/auth/account-signatures';
import { MAIL_SENDERS } from '../../core/mail/mail-senders';
import { ACCOUNT_LETTERHEADS } from './public/account-letterhead';
import { MEMBERSHIP_DIRECTORY } from './public/membership-directory';
import { CommandBusPortalMemberOnboarding, PORTAL_MEMBER_ONBOARDING } from './public/portal-member-onboarding';
import { ReadModelAccountLetterheads } from './public/read-model-account-letterheads';
import { ReadModelMailSenders } from './public/read-model-mail-senders';
import { ReadModelMembershipDirectory } from './public/read-model-membership-directory';
import { AccountReader } from './queries/account-reader';
import { AccountSignaturesService } from './signature/account-signatures.service';

/**
 * The ports the accounts context offers everyone: ACCOUNT_SIGNATURES (the global
 * request guard and the socket handshake), MEMBERSHIP_DIRECTORY (identity) and
 * PORTAL_MEMBER_ONBOARDING (portals), ACCOUNT_LETTERHEADS (name and logo for prints),
 * MAIL_SENDERS (name and reply address of the mails sent for an organisation). Global,
 * because the guard lives in AuthModule and identity must not import this context.
 */
@Global()
@Module({
  providers: [
    AccountReader,
    AccountSignaturesService,
    ReadModelMembershipDirectory,
    { provide: ACCOUNT_SIGNATURES, useExisting: AccountSignaturesService },
    { provide: MEMBERSHIP_DIRECTORY, useExisting: ReadModelMembershipDirectory },
    CommandBusPortalMemberOnboarding,
    { provide: PORTAL_MEMBER_ONBOARDING, useExisting: CommandBusPortalMemberOnboarding },
    ReadModelAccountLetterheads,
    { provide: ACCOUNT_LETTERHEADS, useExisting: ReadModelAccountLetterheads },
    { provide: MAIL_SENDERS, useClass: ReadModelMailSenders },
  ],
  exports: [
    ACCOUNT_SIGNATURES,
    MEMBERSHIP_DIRECTORY,
    PORTAL_MEMBER_ONBOARDING,
    ACCOUNT_LETTERHEADS,
    MAIL_SENDERS,
    AccountReader,
    AccountSignaturesService,
    ReadModelMembershipDirectory,
  ],
})
export class AccountsPublicModule {}
