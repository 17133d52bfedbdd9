import type { Flow } from '../../lib/lazy-feature';
import { applyPush, openProtocol, reloadProtocol, requestCompare, requestHistory, requestPastVersion, requestTasks } from './protocol-detail.saga';
import { loadList, loadRecent, reread, rereadOutdated } from './protocol-list.saga';
import { searchContacts, searchTasks } from './protocol-search.saga';
import { downloadFile, printProtocol, sideWrite } from './protocol-side-writes.saga';
import { createProtocol, deleteProtocol, reapplyAfterConflict, saveProtocol } from './protocol-writes.saga';
import { protocolsActions as actions } from './protocols.slice';

/** The watchers, started on the first protocols action (index.ts: `lazyFeature`). */
export const protocolsFlows: readonly Flow[] = [
  { pattern: actions.listRequested.type, worker: loadList, latest: true },
  { pattern: actions.recentRequested.type, worker: loadRecent, latest: true },
  { pattern: actions.createRequested.type, worker: createProtocol },
  { pattern: actions.opened.type, worker: openProtocol, latest: true },
  { pattern: actions.reloadRequested.type, worker: reloadProtocol, latest: true },
  { pattern: actions.conflictDiscarded.type, worker: reloadProtocol, latest: true },
  { pattern: actions.tasksRequested.type, worker: requestTasks, latest: true },
  { pattern: actions.historyRequested.type, worker: requestHistory, latest: true },
  { pattern: actions.pastVersionRequested.type, worker: requestPastVersion, latest: true },
  { pattern: actions.compareRequested.type, worker: requestCompare, latest: true },
  { pattern: actions.saveRequested.type, worker: saveProtocol },
  { pattern: actions.conflictReapplied.type, worker: reapplyAfterConflict },
  { pattern: actions.deleteRequested.type, worker: deleteProtocol },
  {
    pattern: (action) =>
      [
        actions.watchRequested,
        actions.commentAddRequested,
        actions.commentChangeRequested,
        actions.commentRemoveRequested,
        actions.contactLinkRequested,
        actions.contactShareRequested,
        actions.contactUnlinkRequested,
        actions.taskLinkRequested,
        actions.taskUnlinkRequested,
        actions.fileUploadRequested,
        actions.fileRemoveRequested,
      ].some((creator) => creator.match(action)),
    worker: sideWrite,
  },
  { pattern: actions.fileDownloadRequested.type, worker: downloadFile },
  { pattern: actions.printRequested.type, worker: printProtocol },
  { pattern: actions.contactSearchRequested.type, worker: searchContacts, latest: true },
  { pattern: actions.taskSearchRequested.type, worker: searchTasks, latest: true },
  { pattern: actions.viewPushed.type, worker: applyPush },
  { pattern: actions.viewPushed.type, worker: rereadOutdated, latest: true },
  { pattern: actions.rereadRequested.type, worker: reread, latest: true },
];
