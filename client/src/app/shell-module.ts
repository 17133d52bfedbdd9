import { ERROR_MESSAGES } from '@kollab/contracts/errors/error-codes';
import { addErrorMessages } from '@kollab/contracts/errors/error-text';

export { Shell } from '../shell/Shell';

/**
 * The signed-in shell brings every error text along (the login page carries only those of
 * sign-in and the account picker: contracts/src/errors/error-text.ts), so a toast of any
 * feature finds its words.
 */
export function addAllErrorMessages(): void {
  addErrorMessages(ERROR_MESSAGES);
}
