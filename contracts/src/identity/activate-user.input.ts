import { NewPasswordInput } from './new-password.input';

/** POST v1/users/activate/{token}: the first password. */
export class ActivateUserInput extends NewPasswordInput {}
