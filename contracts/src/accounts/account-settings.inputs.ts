import { APPS, type App, type FeatureFlag } from './roles';
import { ACCOUNT_FLAGS, AccountName, EachOneOf, MustAccept } from './account.rules';
import { AtLeast, AtMost, Bool, Email, Int, List, MaxLen, Optional, Required, Text } from '../validation/rules';

/** PUT v2/account/name */
export class RenameAccountInput {
  @Required()
  @Text()
  @AccountName()
  name!: string;
}

/** PUT v2/account/apps: the enabled apps (their `apps.<app>` flags follow). */
export class ChangeAccountAppsInput {
  @List(APPS.length)
  @EachOneOf(APPS)
  apps!: App[];
}

/** PUT v2/account/feature-flags: the flags that are not apps (ACCOUNT_FLAGS). */
export class ChangeAccountFlagsInput {
  @List(ACCOUNT_FLAGS.length)
  @EachOneOf(ACCOUNT_FLAGS)
  flags!: FeatureFlag[];
}

/**
 * PUT v2/account/sender-address (flag email.custom_sender_address): the address the
 * account's mails name for replies; null (or leaving it out) removes it.
 */
export class ChangeSenderAddressInput {
  @Optional()
  @Text()
  @MaxLen(254)
  @Email()
  sender_address?: string | null;
}

/** POST v2/account/terms */
export class AcceptTermsInput {
  @Required()
  @Bool()
  @MustAccept()
  terms!: boolean;
}

/** PUT v1/admin/accounts/{id}/slots (slots are granted by the provider, seed §6). */
export class ChangeAccountSlotsInput {
  @Required()
  @Int()
  @AtLeast(0)
  @AtMost(100000)
  user_slots!: number;

  @Required()
  @Int()
  @AtLeast(0)
  @AtMost(100000)
  portal_user_slots!: number;
}
