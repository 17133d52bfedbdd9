import type { App, FeatureFlag } from '@kollab/contracts';
import type { AccountImage } from './account.events';

/** What may be asked of an organisation. Time arrives with the command, never from a clock. */
export type AccountCommand =
  | {
      type: 'CreateAccount';
      data: {
        name: string;
        domain: string;
        apps: App[];
        flags: FeatureFlag[];
        user_slots: number;
        portal_user_slots: number;
        created_by: string | null;
        /** Registration: the new manager accepted the terms with the form. */
        terms_accepted_by?: string;
      };
    }
  | { type: 'RenameAccount'; data: { name: string } }
  | { type: 'ChangeAccountApps'; data: { apps: App[] } }
  | { type: 'ChangeAccountFlags'; data: { flags: FeatureFlag[] } }
  | { type: 'ChangeAccountSlots'; data: { user_slots: number; portal_user_slots: number } }
  | { type: 'AcceptTerms'; data: { by: string } }
  | { type: 'ChangeSenderAddress'; data: { sender_address: string | null } }
  | { type: 'ChangeAccountImage'; data: { image: AccountImage; file_id: string } }
  | { type: 'RemoveAccountImage'; data: { image: AccountImage } }
  | { type: 'MarkAccountForDeletion'; data: { now: Date; graceMs: number } }
  | { type: 'CancelAccountDeletion'; data: Record<string, never> }
  | { type: 'DeleteAccount'; data: { now: Date } };
