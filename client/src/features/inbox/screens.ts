/**
 * The inbox (issue 17): what the signed-in shell loads with its bell (app/inbox-action.tsx), never the login page.
 * The app injects the slice and starts the flows with the bell.
 */
export { InboxButton, type InboxButtonProps } from './InboxButton';
export { inboxReducer } from './inbox.slice';
export { inboxSaga } from './inbox.saga';
export { INBOX } from './inbox.state';
