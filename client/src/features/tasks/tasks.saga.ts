import type { Flow } from '../../lib/lazy-feature';
import { applyPush, openTask, reloadTask, requestCompare, requestHistory, requestPastVersion } from './task-detail.saga';
import { downloadFile, printList, printTask } from './task-files.saga';
import { searchContacts, searchProtocols } from './task-links.saga';
import { loadList, loadMyTasks, reread, rereadOutdated } from './task-list.saga';
import { createTask, deleteTask, editTask, performAction, reapplyConflict } from './task-writes.saga';
import { tasksActions as actions } from './tasks.slice';

/** The watchers, started on the first tasks action (index.ts: `lazyFeature`). */
export const tasksFlows: readonly Flow[] = [
  { pattern: actions.listRequested.type, worker: loadList, latest: true },
  { pattern: actions.listPrintRequested.type, worker: printList },
  { pattern: actions.myTasksRequested.type, worker: loadMyTasks, latest: true },
  { pattern: actions.opened.type, worker: openTask, latest: true },
  { pattern: actions.reloadRequested.type, worker: reloadTask, latest: true },
  { pattern: actions.editRequested.type, worker: editTask },
  { pattern: actions.conflictReapplied.type, worker: reapplyConflict },
  { pattern: actions.conflictDiscarded.type, worker: reloadTask, latest: true },
  { pattern: actions.actionRequested.type, worker: performAction },
  { pattern: actions.deleteRequested.type, worker: deleteTask },
  { pattern: actions.printRequested.type, worker: printTask },
  { pattern: actions.fileDownloadRequested.type, worker: downloadFile },
  { pattern: actions.historyRequested.type, worker: requestHistory, latest: true },
  { pattern: actions.pastVersionRequested.type, worker: requestPastVersion, latest: true },
  { pattern: actions.compareRequested.type, worker: requestCompare, latest: true },
  { pattern: actions.contactSearchRequested.type, worker: searchContacts, latest: true },
  { pattern: actions.protocolSearchRequested.type, worker: searchProtocols, latest: true },
  { pattern: actions.createRequested.type, worker: createTask },
  { pattern: actions.viewPushed.type, worker: applyPush },
  { pattern: actions.viewPushed.type, worker: rereadOutdated, latest: true },
  { pattern: actions.rereadRequested.type, worker: reread, latest: true },
];
