import { createAction } from '@reduxjs/toolkit';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';

/**
 * The protocols actions the app dispatches before the screens loaded: the
 * `protocols/protocolChanged` push (ProtocolView, PortalProtocolView or `{ id, version,
 * deleted: true }`) and the re-read after a reconnect while a protocols page is on screen.
 */
export const protocolsPushActions = {
  viewPushed: createAction<ViewChangedMessage>('protocols/viewPushed'),
  rereadRequested: createAction('protocols/rereadRequested'),
  /** The home card's protocols (read again after a reconnect while the home page shows it). */
  recentRequested: createAction('protocols/recentRequested'),
};
