import type { Flow } from '../../lib/lazy-feature';
import { openProtocol, protocolFlows as protocol, requestTasks } from './protocol-detail.saga';
import { loadList, loadRecent, reread, rereadOutdated } from './protocol-list.saga';
import { searchContacts, searchTasks } from './protocol-search.saga';
import { downloadFile, sideWrite } from './protocol-side-writes.saga';
import { protocolsActions as actions } from './protocols.slice';

/** The watchers, started on the first protocols action (index.ts: `lazyFeature`). */
export const protocolsFlows: readonly Flow[] = [
  { pattern: actions.listRequested.type, worker: loadList, latest: true },
  { pattern: actions.recentRequested.type, worker: loadRecent, latest: true },
  { pattern: actions.createRequested.type, worker: protocol.create },
  { pattern: actions.opened.type, worker: openProtocol, latest: true },
  { pattern: actions.reloadRequested.type, worker: protocol.reload, latest: true },
  { pattern: actions.conflictDiscarded.type, worker: protocol.reload, latest: true },
  { pattern: actions.tasksRequested.type, worker: requestTasks, latest: true },
  { pattern: actions.historyRequested.type, worker: protocol.requestHistory, latest: true },
  { pattern: actions.pastVersionRequested.type, worker: protocol.requestPastVersion, latest: true },
  { pattern: actions.compareRequested.type, worker: protocol.requestCompare, latest: true },
  { pattern: actions.saveRequested.type, worker: protocol.save },
  { pattern: actions.conflictReapplied.type, worker: protocol.reapplyAfterConflict },
  { pattern: actions.deleteRequested.type, worker: protocol.remove },
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
  { pattern: actions.printRequested.type, worker: protocol.print },
  { pattern: actions.contactSearchRequested.type, worker: searchContacts, latest: true },
  { pattern: actions.taskSearchRequested.type, worker: searchTasks, latest: true },
  { pattern: actions.viewPushed.type, worker: protocol.applyPush },
  { pattern: actions.viewPushed.type, worker: rereadOutdated, latest: true },
  { pattern: actions.rereadRequested.type, worker: reread, latest: true },
];
