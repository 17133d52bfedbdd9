import type { PortalProtocolView, ProtocolView } from '@kollab/contracts';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { readItemPush, type ItemPush } from '../../lib/item-push';

export { isNewerPush } from '../../lib/item-push';
export { rowsAfterPush } from '../../lib/newest-rows';

/** A protocol as the caller sees it: staff get the ProtocolView, portal users the PortalProtocolView. */
export type ShownProtocol = ProtocolView | PortalProtocolView;

/** Whether the view is the staff one (with teams, viewers, watchers, contacts, published). */
export const isStaffView = (view: ShownProtocol): view is ProtocolView => 'published' in view;

/** What a `protocols/protocolChanged` push says: the protocol as it is now, or that it is gone (lib/item-push.ts). */
export type ProtocolPush = ItemPush<ShownProtocol>;

export const readProtocolPush = (message: ViewChangedMessage): ProtocolPush => readItemPush<ShownProtocol>(message);
