import { Username } from '../identity/username.rules';
import { Bool, Email, MaxLen, OneOf, Optional, Required, Text } from '../validation/rules';
import { AccountName, MustAccept } from './account.rules';

/** POST v2/admin/registrations: mails a registration link (valid 7 days) to `email`. */
export class InviteRegistrationInput {
  @Required()
  @Text()
  @Email()
  @MaxLen(255)
  email!: string;

  @Optional()
  @OneOf(['de', 'en'])
  locale?: 'de' | 'en';
}

/**
 * POST v2/accounts/register (seed §7): the organisation (its domain is the lower-cased
 * name) and its manager, who sets a password through the activation mail.
 */
export class RegisterAccountInput {
  @Required()
  @Text()
  @MaxLen(255)
  token!: string;

  @Required()
  @Text()
  @AccountName()
  name!: string;

  @Required()
  @Text()
  @MaxLen(255)
  first_name!: string;

  @Required()
  @Text()
  @MaxLen(255)
  last_name!: string;

  @Required()
  @Text()
  @Username()
  username!: string;

  @Required()
  @Text()
  @Email()
  @MaxLen(255)
  email!: string;

  @Required()
  @Bool()
  @MustAccept()
  terms!: boolean;
}
