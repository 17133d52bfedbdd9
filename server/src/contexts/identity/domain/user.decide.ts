import type { ActivationMethod, PasswordChangeReason, ProfileChanges, UserCreatedData, UserEvent } from './user.events';
import type { UserState } from './user.state';
import { DomainRefusal } from '@kollab/contracts';

// Pure deciders of the user stream: state and command in, events out (or a DomainRefusal).
// Secrets (hashes, tokens, codes) never pass through here; the command layer keeps them in tables.

const notFound = (): DomainRefusal => DomainRefusal.notFound('request.not_found');

function requireLiving(state: UserState): void {
  if (!state.exists || state.erased) throw notFound();
}

export interface CreateUser extends Omit<UserCreatedData, 'activation'> {
  activation: ActivationMethod;
}

/** A user chosen their own password is active at once; the others wait for activation. */
export function decideCreateUser(state: UserState, command: CreateUser): UserEvent[] {
  if (state.exists) throw DomainRefusal.conflict('concurrency.wrong_expected_version');
  const created: UserEvent = { type: 'UserCreated', data: { ...command } };
  return command.activation === 'password' ? [created, { type: 'UserActivated', data: {} }] : [created];
}

/**
 * A new password. Setting it through a mailed link (activation, reset) proves the
 * address and activates a pending user; so does answering the first sign-in challenge.
 */
export function decideSetPassword(state: UserState, reason: PasswordChangeReason): UserEvent[] {
  requireLiving(state);
  const events: UserEvent[] = [{ type: 'UserPasswordChanged', data: { reason } }];
  if (reason !== 'change' && state.status === 'pending') events.push({ type: 'UserActivated', data: {} });
  if ((reason === 'activation' || reason === 'reset') && !state.email_verified) {
    events.push({ type: 'UserEmailVerified', data: { email: state.email } });
  }
  return events;
}

/** Only the fields that differ become the event; none differ: nothing happens. */
export function decideChangeProfile(state: UserState, command: ProfileChanges & { username?: string }): UserEvent[] {
  requireLiving(state);
  if (command.username !== undefined && command.username !== state.username) {
    throw DomainRefusal.invalid('request.validation_failed', 'username', 'validation.username_immutable');
  }
  const changes: ProfileChanges = {};
  if (command.first_name !== undefined && command.first_name !== state.first_name) changes.first_name = command.first_name;
  if (command.last_name !== undefined && command.last_name !== state.last_name) changes.last_name = command.last_name;
  if (command.gender !== undefined && command.gender !== state.gender) changes.gender = command.gender;
  if (command.date_of_birth !== undefined && command.date_of_birth !== state.date_of_birth) {
    changes.date_of_birth = command.date_of_birth;
  }
  if (command.locale !== undefined && command.locale !== state.locale) changes.locale = command.locale;
  return Object.keys(changes).length === 0 ? [] : [{ type: 'UserProfileChanged', data: changes }];
}

/** A new picture (already stored; the caller removes it again when this refuses). */
export function decideChangeAvatar(state: UserState, fileId: string): UserEvent[] {
  requireLiving(state);
  return state.avatar_file_id === fileId ? [] : [{ type: 'UserAvatarChanged', data: { file_id: fileId } }];
}

/** Removing a picture that is not there changes nothing. */
export function decideRemoveAvatar(state: UserState): UserEvent[] {
  requireLiving(state);
  return state.avatar_file_id === null ? [] : [{ type: 'UserAvatarRemoved', data: {} }];
}

/** Asking again (for the same or another address) sends a new code; the old one stops working. */
export function decideRequestEmailChange(state: UserState, newEmail: string): UserEvent[] {
  requireLiving(state);
  if (newEmail.toLowerCase() === state.email.toLowerCase()) {
    throw DomainRefusal.invalid('request.validation_failed', 'email', 'validation.email_unchanged');
  }
  return [{ type: 'UserEmailChangeRequested', data: { new_email: newEmail } }];
}

/** `email`: the address the confirmed code was sent to; it must still be the one asked for. */
export function decideConfirmEmailChange(state: UserState, email: string): UserEvent[] {
  requireLiving(state);
  if (state.new_email === null || state.new_email !== email) {
    throw DomainRefusal.invalid('profile.confirmation_code_invalid', 'confirmation_code');
  }
  return [{ type: 'UserEmailChanged', data: { email } }];
}

/** The welcome mail with an activation link; an active user needs none (seed §8). */
export function decideSendActivationLink(state: UserState): UserEvent[] {
  requireLiving(state);
  if (state.status === 'active') throw DomainRefusal.conflict('user.already_activated');
  return [{ type: 'UserActivationLinkSent', data: {} }];
}

export function decideRequestPasswordReset(state: UserState): UserEvent[] {
  requireLiving(state);
  return [{ type: 'UserPasswordResetRequested', data: {} }];
}

export function decideGrantSystemAdmin(state: UserState): UserEvent[] {
  requireLiving(state);
  return state.is_admin ? [] : [{ type: 'UserSystemAdminGranted', data: {} }];
}

/** Erasing twice is no error: the second time there is nothing left to erase. */
export function decideEraseUser(state: UserState): UserEvent[] {
  if (!state.exists) throw notFound();
  return state.erased ? [] : [{ type: 'UserErased', data: {} }];
}
