import { createAction } from '@reduxjs/toolkit';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';

/**
 * The tasks actions the app dispatches before the screens loaded: the `tasks/taskChanged`
 * push (TaskView, PortalTaskView or `{ id, version, deleted: true }`) and the re-read after a
 * reconnect while a tasks page is on screen.
 */
export const tasksPushActions = {
  viewPushed: createAction<ViewChangedMessage>('tasks/viewPushed'),
  rereadRequested: createAction('tasks/rereadRequested'),
};
