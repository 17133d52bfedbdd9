/** The toasts of the task sagas (collab's `itemToasts`): a success by its text key, a refusal by its code (a stale version warns). */
import { ApiError } from '../../lib/api/http';
import { itemToasts, STALE_CODE } from '../collab/item-toasts';

export { STALE_CODE };

export const { success, failure } = itemToasts('tasks');

export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === STALE_CODE;
