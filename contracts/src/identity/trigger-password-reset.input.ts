import { Email, MaxLen, Optional, Required, Text } from '../validation/rules';

/** POST v1/password/reset/trigger: answered the same whether or not the address is known. */
export class TriggerPasswordResetInput {
  @Required()
  @Email()
  @MaxLen(255)
  email!: string;

  /** Accepted for the client's sake and ignored. */
  @Optional()
  @Text()
  @MaxLen(255)
  user_pool_id?: string | null;
}
