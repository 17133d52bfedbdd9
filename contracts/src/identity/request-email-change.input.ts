import { Email, MaxLen, Required } from '../validation/rules';

/** POST v1/users/{id}/email: sends a 6-digit code to the new address. */
export class RequestEmailChangeInput {
  @Required()
  @Email()
  @MaxLen(255)
  email!: string;
}
