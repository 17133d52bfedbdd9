import type { ContactView } from '@kollab/contracts';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { readItemPush, type ItemPush } from '../../lib/item-push';

export { isNewerPush as isNewer } from '../../lib/item-push';

/** What a `contacts/contactChanged` push says: the contact as it is now, or that it is gone (lib/item-push.ts). */
export type ContactPush = ItemPush<ContactView>;

export const readContactPush = (message: ViewChangedMessage): ContactPush => readItemPush<ContactView>(message);
