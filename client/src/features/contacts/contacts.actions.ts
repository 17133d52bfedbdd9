import { createAction } from '@reduxjs/toolkit';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';

/**
 * The actions more than one contacts slice answers (the others belong to their slice).
 * `contacts/contactChanged` carries the ContactView or `{ id, version, deleted: true }`;
 * `contacts/contactFormChanged` the ContactFormView.
 */
export const contactPushed = createAction<ViewChangedMessage>('contacts/contactPushed');
export const contactFormPushed = createAction<ViewChangedMessage>('contacts/contactFormPushed');
/** After a reconnect with a contacts screen on the page: re-read what it shows. */
export const contactsReread = createAction('contacts/rereadRequested');
