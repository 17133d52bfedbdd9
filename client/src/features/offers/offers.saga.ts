import type { Flow } from '../../lib/lazy-feature';
import { searchContacts, wantContacts } from './offer-contacts.saga';
import { applyPush, loadRates, openOffer, reloadOffer, requestCompare, requestHistory, requestPastVersion } from './offer-detail.saga';
import { contactOfPush, loadList, reread, rereadOutdated } from './offer-list.saga';
import { printOffer, sideWrite, SIDE_WRITES } from './offer-side-writes.saga';
import { createOffer, deleteOffer, reapplyAfterConflict, saveOffer } from './offer-writes.saga';
import { offersActions as actions } from './offers.slice';

/** The watchers, started on the first offers action (index.ts: `lazyFeature`). */
export const offersFlows: readonly Flow[] = [
  { pattern: actions.listRequested.type, worker: loadList, latest: true },
  { pattern: actions.ratesRequested.type, worker: loadRates, latest: true },
  { pattern: actions.createRequested.type, worker: createOffer },
  { pattern: actions.opened.type, worker: openOffer, latest: true },
  { pattern: actions.reloadRequested.type, worker: reloadOffer, latest: true },
  { pattern: actions.conflictDiscarded.type, worker: reloadOffer, latest: true },
  { pattern: actions.historyRequested.type, worker: requestHistory, latest: true },
  { pattern: actions.pastVersionRequested.type, worker: requestPastVersion, latest: true },
  { pattern: actions.compareRequested.type, worker: requestCompare, latest: true },
  { pattern: actions.saveRequested.type, worker: saveOffer },
  { pattern: actions.conflictReapplied.type, worker: reapplyAfterConflict },
  { pattern: actions.deleteRequested.type, worker: deleteOffer },
  { pattern: (action) => SIDE_WRITES.some((creator) => creator.match(action)), worker: sideWrite },
  { pattern: actions.printRequested.type, worker: printOffer },
  { pattern: actions.contactsWanted.type, worker: wantContacts },
  { pattern: actions.contactSearchRequested.type, worker: searchContacts, latest: true },
  { pattern: actions.viewPushed.type, worker: applyPush },
  { pattern: actions.viewPushed.type, worker: contactOfPush },
  { pattern: actions.viewPushed.type, worker: rereadOutdated, latest: true },
  { pattern: actions.rereadRequested.type, worker: reread, latest: true },
];
