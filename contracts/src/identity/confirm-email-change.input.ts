import { Pattern, Required, Text } from '../validation/rules';

/** POST v1/users/{id}/email/confirm: the code mailed to the new address. */
export class ConfirmEmailChangeInput {
  @Required()
  @Text()
  @Pattern(/^\d{6}$/, 'profile.confirmation_code_invalid')
  confirmation_code!: string;
}
