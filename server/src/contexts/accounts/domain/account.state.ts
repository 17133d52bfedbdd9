import type { AccountStatus, App, FeatureFlag } from '@kollab/contracts';
import type { AccountEvent, AccountImage } from './account.events';

/** An organisation folded from its events; `exists` false before AccountCreated. */
export interface AccountState {
  exists: boolean;
  deleted: boolean;
  name: string;
  domain: string;
  apps: App[];
  flags: FeatureFlag[];
  userSlots: number;
  portalUserSlots: number;
  termsAccepted: boolean;
  senderAddress: string | null;
  /** File ids of the pictures (files port, in the account's own files). */
  images: Record<AccountImage, string | null>;
  status: AccountStatus;
  deleteAfter: string | null;
}

export const initialAccountState = (): AccountState => ({
  exists: false,
  deleted: false,
  name: '',
  domain: '',
  apps: [],
  flags: [],
  userSlots: 0,
  portalUserSlots: 0,
  termsAccepted: false,
  senderAddress: null,
  images: { logo: null, icon: null },
  status: 'active',
  deleteAfter: null,
});

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'AccountCreated':
      return {
        ...state,
        exists: true,
        name: event.data.name,
        domain: event.data.domain,
        apps: event.data.apps,
        flags: event.data.flags,
        userSlots: event.data.user_slots,
        portalUserSlots: event.data.portal_user_slots,
      };
    case 'AccountRenamed':
      return { ...state, name: event.data.name };
    case 'AccountAppsChanged':
      return { ...state, apps: event.data.apps };
    case 'AccountFeatureFlagsChanged':
      return { ...state, flags: event.data.flags };
    case 'AccountSlotsChanged':
      return { ...state, userSlots: event.data.user_slots, portalUserSlots: event.data.portal_user_slots };
    case 'AccountTermsAccepted':
      return { ...state, termsAccepted: true };
    case 'AccountSenderAddressChanged':
      return { ...state, senderAddress: event.data.sender_address };
    case 'AccountImageChanged':
      return { ...state, images: { ...state.images, [event.data.image]: event.data.file_id } };
    case 'AccountImageRemoved':
      return { ...state, images: { ...state.images, [event.data.image]: null } };
    case 'AccountMarkedForDeletion':
      return { ...state, status: 'marked_for_deletion', deleteAfter: event.data.delete_after };
    case 'AccountDeletionCancelled':
      return { ...state, status: 'active', deleteAfter: null };
    case 'AccountDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
}
