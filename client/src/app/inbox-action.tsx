import { InboxButton, inboxReducer, inboxSaga, INBOX, type InboxButtonProps } from '../features/inbox/screens';
import { useFeatureSaga } from './feature-saga';
import { useFeatureSlice } from './feature-slice';

/**
 * The inbox's bell in the signed-in shell's top bar: its slice and flows start with it (the count is read then),
 * so nothing of the inbox is on the login page.
 */
export function InboxAction(props: InboxButtonProps) {
  useFeatureSlice(INBOX, inboxReducer);
  useFeatureSaga(inboxSaga);
  return <InboxButton {...props} />;
}
