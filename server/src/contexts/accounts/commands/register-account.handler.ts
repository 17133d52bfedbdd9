import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainFromName, type RegisterAccountInput, DomainRefusal } from '@kollab/contracts';
import { NEW_ACCOUNT_DEFAULTS } from '../accounts.options';
import { RegistrationInvitations } from '../store/registration-invitations';
import { CreateAccount, type AccountCreated } from './create-account.handler';

export class RegisterAccount {
  constructor(readonly input: RegisterAccountInput) {}
}

/**
 * POST v2/accounts/register: claims the registration link (once), then creates the
 * organisation (domain = lower-cased name, terms accepted by the new manager) and its
 * manager, who sets a password through the activation mail. Any failure gives the
 * link back, so the form can be corrected and sent again.
 */
@CommandHandler(RegisterAccount)
export class RegisterAccountHandler implements ICommandHandler<RegisterAccount, AccountCreated> {
  constructor(
    private readonly commands: CommandBus,
    private readonly invitations: RegistrationInvitations,
  ) {}

  async execute({ input }: RegisterAccount): Promise<AccountCreated> {
    const invitation = await this.invitations.claim(input.token);
    if (!invitation) throw DomainRefusal.invalid('registration.token_invalid');
    try {
      // The link was sent to one address: it registers that address, not any other.
      if (invitation.email.toLowerCase() !== input.email.trim().toLowerCase()) {
        throw DomainRefusal.fields({ email: [{ key: 'registration.email_mismatch' }] });
      }
      const created = await this.commands.execute<CreateAccount, AccountCreated>(
        new CreateAccount(
          null,
          {
            name: input.name,
            domain: domainFromName(input.name),
            apps: [...NEW_ACCOUNT_DEFAULTS.apps],
            flags: [...NEW_ACCOUNT_DEFAULTS.flags],
            user_slots: NEW_ACCOUNT_DEFAULTS.user_slots,
            portal_user_slots: NEW_ACCOUNT_DEFAULTS.portal_user_slots,
            created_by: null,
          },
          {
            kind: 'new',
            user: {
              email: input.email.trim(),
              username: input.username,
              first_name: input.first_name.trim(),
              last_name: input.last_name.trim(),
              locale: invitation.locale,
            },
          },
          true,
        ),
      );
      await this.invitations.completed(invitation.id, created.accountId);
      return created;
    } catch (error) {
      await this.invitations.unclaim(invitation.id);
      throw error;
    }
  }
}
