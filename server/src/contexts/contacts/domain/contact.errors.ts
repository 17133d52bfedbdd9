import type { ErrorCode, FormErrors } from '@kollab/contracts';

/** No such live contact (or person) in the account. */
export class ContactRefused extends Error {
  readonly reason = 'not_found';
  constructor(readonly code: ErrorCode) {
    super(code);
    this.name = 'ContactRefused';
  }
}

/** Fields break the contact rules: every failed field with its message keys (422). */
export class ContactInvalid extends Error {
  readonly reason = 'invalid';
  constructor(readonly errors: FormErrors) {
    super(`invalid: ${Object.keys(errors).join(', ')}`);
    this.name = 'ContactInvalid';
  }
}

export const contactNotFound = (): ContactRefused => new ContactRefused('contacts.contact_not_found');
export const personNotFound = (): ContactRefused => new ContactRefused('contacts.person_not_found');
