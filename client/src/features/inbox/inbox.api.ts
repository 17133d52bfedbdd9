import type { ApiRequest } from '../../lib/api/http';
import { INBOX_PAGE_SIZE } from './inbox.state';

/** The calls of the inbox (issue 17): the unread count, a page of the list, marking one or all read. */
export const inboxApi = {
  unreadCount: (): ApiRequest => ({ method: 'GET', path: '/v1/notifications/unread_count' }),
  /** Newest first; `unreadOnly`: `filter[unread]=true`. */
  list: (page: number, unreadOnly: boolean): ApiRequest => ({
    method: 'GET',
    path: '/v1/notifications',
    query: { page, limit: INBOX_PAGE_SIZE, ...(unreadOnly ? { 'filter[unread]': true } : {}) },
  }),
  markRead: (id: string): ApiRequest => ({ method: 'PATCH', path: `/v1/notifications/${encodeURIComponent(id)}`, body: { read: true } }),
  readAll: (): ApiRequest => ({ method: 'POST', path: '/v1/notifications/read_all' }),
};
