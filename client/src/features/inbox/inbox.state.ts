import type { NotificationView } from '@kollab/contracts';
import type { FormStatus, RequestStatus } from '../../lib/request-status';

/** The store key of the slice (injected by the shell's bell, app/inbox-action.tsx: README). */
export const INBOX = 'inbox';

/** Notifications per page of the drawer ("Mehr laden" reads the next). */
export const INBOX_PAGE_SIZE = 25;

export interface InboxList {
  status: RequestStatus;
  /** Newest first, as the server lists them; the pages read so far, without duplicates. */
  rows: NotificationView[];
  /** The last page read (0: none yet). */
  page: number;
  total: number;
  /** "Mehr laden" in flight. */
  loadingMore: boolean;
}

export interface InboxState {
  /** The unread notifications (the server counts up to 100: 100 means "100 or more"). */
  count: number;
  /** The drawer is on screen: pushes and reconnects re-read its first page. */
  open: boolean;
  /** "Nur ungelesene": the list asks with filter[unread]=true. */
  unreadOnly: boolean;
  list: InboxList;
  /** "Alle als gelesen markieren" (POST read_all). */
  readAll: FormStatus;
}

export const initialInboxList: InboxList = { status: 'idle', rows: [], page: 0, total: 0, loadingMore: false };

export const initialInboxState: InboxState = {
  count: 0,
  open: false,
  unreadOnly: false,
  list: initialInboxList,
  readAll: 'idle',
};
