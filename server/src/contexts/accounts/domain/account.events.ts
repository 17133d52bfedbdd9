import type { App, FeatureFlag } from '@kollab/contracts';

/** The account's pictures: the logo (wide, in the top bar) and the icon (square). */
export type AccountImage = 'logo' | 'icon';
export const ACCOUNT_IMAGES: readonly AccountImage[] = ['logo', 'icon'];

/** Facts about an organisation, on stream `account-<accountId>` (scoped to the account itself). */
export type AccountEvent =
  | {
      type: 'AccountCreated';
      data: {
        name: string;
        domain: string;
        apps: App[];
        /** The flags that are not apps (ACCOUNT_FLAGS). */
        flags: FeatureFlag[];
        user_slots: number;
        portal_user_slots: number;
        created_by: string | null;
      };
    }
  | { type: 'AccountRenamed'; data: { name: string; previous_name: string } }
  | { type: 'AccountAppsChanged'; data: { apps: App[] } }
  | { type: 'AccountFeatureFlagsChanged'; data: { flags: FeatureFlag[] } }
  | { type: 'AccountSlotsChanged'; data: { user_slots: number; portal_user_slots: number } }
  | { type: 'AccountTermsAccepted'; data: { by: string } }
  /** Flag email.custom_sender_address: the address the account's mails give for replies (null: removed). */
  | { type: 'AccountSenderAddressChanged'; data: { sender_address: string | null } }
  /** A new picture, stored in the account's files (files port). */
  | { type: 'AccountImageChanged'; data: { image: AccountImage; file_id: string } }
  | { type: 'AccountImageRemoved'; data: { image: AccountImage } }
  | { type: 'AccountMarkedForDeletion'; data: { delete_after: string } }
  | { type: 'AccountDeletionCancelled'; data: Record<string, never> }
  | { type: 'AccountDeleted'; data: Record<string, never> };

export type AccountEventType = AccountEvent['type'];

export const ACCOUNT_EVENT_TYPES: readonly AccountEventType[] = [
  'AccountCreated',
  'AccountRenamed',
  'AccountAppsChanged',
  'AccountFeatureFlagsChanged',
  'AccountSlotsChanged',
  'AccountTermsAccepted',
  'AccountSenderAddressChanged',
  'AccountImageChanged',
  'AccountImageRemoved',
  'AccountMarkedForDeletion',
  'AccountDeletionCancelled',
  'AccountDeleted',
];
