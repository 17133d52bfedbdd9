import type { OfferView } from '@kollab/contracts';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { readItemPush, type ItemPush } from '../../lib/item-push';

export { isNewerPush } from '../../lib/item-push';
export { rowsAfterPush } from '../../lib/newest-rows';

/**
 * What an `offers/offerChanged` push says: the offer as it is now, or that it is gone (deleted,
 * or no longer readable for me: `{ id, version, deleted: true, revoked: true }`).
 */
export type OfferPush = ItemPush<OfferView>;

export const readOfferPush = (message: ViewChangedMessage): OfferPush => readItemPush<OfferView>(message);
