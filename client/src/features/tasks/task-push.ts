import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { readItemPush, type ItemPush } from '../../lib/item-push';
import type { ShownTask } from './tasks.state';

export { isNewerPush } from '../../lib/item-push';
export { rowsAfterPush } from '../../lib/newest-rows';

/** What a `tasks/taskChanged` push says: the task as it is now, or that it is gone (lib/item-push.ts). */
export type TaskPush = ItemPush<ShownTask>;

export const readTaskPush = (message: ViewChangedMessage): TaskPush => readItemPush<ShownTask>(message);
