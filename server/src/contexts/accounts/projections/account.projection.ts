import type { AccountStatus, App, FeatureFlag } from '@kollab/contracts';
import type { Recorded } from '../../../core/event-store/event-store.types';
import { singleStreamProjection } from '../../../core/projections/single-stream-projection';
import { defineCachedCollection } from '../../../core/read-store/read-model-cache';
import { ACCOUNT_EVENT_TYPES, type AccountEvent } from '../domain/account.events';
import { SYSTEM_SCOPE } from './system-scope';

/** One organisation as read models keep it (the AccountView without counts and signature). */
export interface AccountDoc {
  id: string;
  name: string;
  domain: string;
  created_at: string;
  apps: App[];
  /** Flags that are not apps; the view adds `apps.<app>`. */
  flags: FeatureFlag[];
  status: AccountStatus;
  user_slots: number;
  portal_user_slots: number;
  /** File ids of the pictures; the views turn them into `/api/v1/files/{id}`. */
  logo_file_id: string | null;
  icon_file_id: string | null;
  terms_accepted: boolean;
  /** Flag email.custom_sender_address: the reply address of the account's mails (absent in documents of older projections). */
  sender_address?: string | null;
  delete_after: string | null;
  /** Removed after its grace period: kept as a tombstone, reachable by nobody but the admin list. */
  deleted: boolean;
  version: number;
  updated_at: string;
}

/** Scoped by the account's own id: what its members read (and the signature check). */
export const ACCOUNTS_COLLECTION = 'accounts';
// Read on every request (the Account signature): kept in memory where the projections run.
defineCachedCollection(ACCOUNTS_COLLECTION);
/** Scoped to `_system`: every account, for the admin list and the login by domain. */
export const ACCOUNT_INDEX_COLLECTION = 'account_index';

/** Pure: the document after `event` (undefined before AccountCreated). */
export function evolveAccountDoc(doc: AccountDoc | undefined, event: Recorded<AccountEvent>): AccountDoc | undefined {
  const stamp = { version: event.streamPosition, updated_at: event.metadata.occurredAt };
  if (event.type === 'AccountCreated') {
    return {
      id: event.metadata.accountId,
      name: event.data.name,
      domain: event.data.domain,
      created_at: event.metadata.occurredAt,
      apps: event.data.apps,
      flags: event.data.flags,
      status: 'active',
      user_slots: event.data.user_slots,
      portal_user_slots: event.data.portal_user_slots,
      logo_file_id: null,
      icon_file_id: null,
      terms_accepted: false,
      delete_after: null,
      deleted: false,
      ...stamp,
    };
  }
  if (!doc) return undefined;
  switch (event.type) {
    case 'AccountRenamed':
      return { ...doc, name: event.data.name, ...stamp };
    case 'AccountAppsChanged':
      return { ...doc, apps: event.data.apps, ...stamp };
    case 'AccountFeatureFlagsChanged':
      return { ...doc, flags: event.data.flags, ...stamp };
    case 'AccountSlotsChanged':
      return { ...doc, user_slots: event.data.user_slots, portal_user_slots: event.data.portal_user_slots, ...stamp };
    case 'AccountTermsAccepted':
      return { ...doc, terms_accepted: true, ...stamp };
    case 'AccountSenderAddressChanged':
      return { ...doc, sender_address: event.data.sender_address, ...stamp };
    case 'AccountImageChanged':
      return { ...doc, [`${event.data.image}_file_id`]: event.data.file_id, ...stamp };
    case 'AccountImageRemoved':
      return { ...doc, [`${event.data.image}_file_id`]: null, ...stamp };
    case 'AccountMarkedForDeletion':
      return { ...doc, status: 'marked_for_deletion', delete_after: event.data.delete_after, ...stamp };
    case 'AccountDeletionCancelled':
      return { ...doc, status: 'active', delete_after: null, ...stamp };
    case 'AccountDeleted':
      return { ...doc, deleted: true, ...stamp };
    default:
      return doc;
  }
}

/** Writes `accounts` (per account) and a copy in `account_index` (`_system`) from the account streams. */
export const accountProjection = singleStreamProjection<AccountDoc, AccountEvent>({
  name: 'accounts',
  // 2: pictures as file ids (logo_file_id, icon_file_id) instead of URLs.
  version: 2,
  collection: ACCOUNTS_COLLECTION,
  eventTypes: ACCOUNT_EVENT_TYPES,
  documentId: (event) => event.metadata.accountId,
  evolve: evolveAccountDoc,
  derived: [{ collection: ACCOUNT_INDEX_COLLECTION, scope: () => SYSTEM_SCOPE, of: (doc) => doc }],
});
