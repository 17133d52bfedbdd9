import { createAction } from '@reduxjs/toolkit';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';

/**
 * The offers actions the app dispatches before the screens loaded: the `offers/offerChanged`
 * push (OfferView or `{ id, version, deleted: true }`) and the re-read after a reconnect (or
 * a change of my team grants) while an offers page is on screen.
 */
export const offersPushActions = {
  viewPushed: createAction<ViewChangedMessage>('offers/viewPushed'),
  rereadRequested: createAction('offers/rereadRequested'),
};
