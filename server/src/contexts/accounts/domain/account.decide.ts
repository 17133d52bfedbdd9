import type { AccountCommand } from './account.commands';
import type { AccountEvent } from './account.events';
import { alreadyExists, notFound, refused } from './accounts.errors';
import type { AccountState } from './account.state';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const unique = <T extends string>(values: readonly T[]): T[] => [...new Set(values)].sort();

/**
 * The organisation's rules: a deleted account takes no command; nothing changes when
 * nothing would (no event); marking is refused while marked (the first deadline
 * stands), cancelling when not marked; the removal only once the deadline has passed.
 */
export function decideAccount(command: AccountCommand, state: AccountState): AccountEvent[] {
  if (command.type === 'CreateAccount') {
    if (state.exists) throw alreadyExists();
    const { terms_accepted_by: by, ...data } = command.data;
    const created: AccountEvent = { type: 'AccountCreated', data: { ...data, apps: unique(data.apps), flags: unique(data.flags) } };
    return by ? [created, { type: 'AccountTermsAccepted', data: { by } }] : [created];
  }
  if (!state.exists || state.deleted) throw notFound();
  switch (command.type) {
    case 'RenameAccount':
      return command.data.name === state.name ? [] : [{ type: 'AccountRenamed', data: { name: command.data.name, previous_name: state.name } }];
    case 'ChangeAccountApps': {
      const apps = unique(command.data.apps);
      return sameSet(apps, state.apps) ? [] : [{ type: 'AccountAppsChanged', data: { apps } }];
    }
    case 'ChangeAccountFlags': {
      const flags = unique(command.data.flags);
      return sameSet(flags, state.flags) ? [] : [{ type: 'AccountFeatureFlagsChanged', data: { flags } }];
    }
    case 'ChangeAccountSlots': {
      const { user_slots, portal_user_slots } = command.data;
      return user_slots === state.userSlots && portal_user_slots === state.portalUserSlots
        ? []
        : [{ type: 'AccountSlotsChanged', data: { user_slots, portal_user_slots } }];
    }
    case 'ChangeSenderAddress': {
      // the flag is the provider's to grant: without it the account keeps no sender address
      if (!state.flags.includes('email.custom_sender_address')) throw refused('account.custom_sender_disabled', 'forbidden');
      const address = command.data.sender_address?.trim() || null;
      return address === state.senderAddress ? [] : [{ type: 'AccountSenderAddressChanged', data: { sender_address: address } }];
    }
    case 'AcceptTerms':
      return state.termsAccepted ? [] : [{ type: 'AccountTermsAccepted', data: { by: command.data.by } }];
    case 'ChangeAccountImage': {
      const { image, file_id } = command.data;
      return state.images[image] === file_id ? [] : [{ type: 'AccountImageChanged', data: { image, file_id } }];
    }
    case 'RemoveAccountImage': {
      const { image } = command.data;
      return state.images[image] === null ? [] : [{ type: 'AccountImageRemoved', data: { image } }];
    }
    case 'MarkAccountForDeletion': {
      if (state.status === 'marked_for_deletion') throw refused('account.marked_for_deletion');
      const deleteAfter = new Date(command.data.now.getTime() + command.data.graceMs).toISOString();
      return [{ type: 'AccountMarkedForDeletion', data: { delete_after: deleteAfter } }];
    }
    case 'CancelAccountDeletion':
      if (state.status !== 'marked_for_deletion') throw refused('account.not_marked_for_deletion');
      return [{ type: 'AccountDeletionCancelled', data: {} }];
    case 'DeleteAccount':
      // A job that runs early, or after a cancellation, removes nothing.
      if (state.status !== 'marked_for_deletion' || !state.deleteAfter) return [];
      return command.data.now.getTime() >= Date.parse(state.deleteAfter) ? [{ type: 'AccountDeleted', data: {} }] : [];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
