import type { Flow } from '../../lib/lazy-feature';
import { searchContacts, wantContacts } from './offer-contacts.saga';
import { loadRates, offerFlows as offer } from './offer-detail.saga';
import { contactOfPush, loadList, reread, rereadOutdated } from './offer-list.saga';
import { sideWrite, SIDE_WRITES } from './offer-side-writes.saga';
import { offersActions as actions } from './offers.slice';

/** The watchers, started on the first offers action (index.ts: `lazyFeature`). */
export const offersFlows: readonly Flow[] = [
  { pattern: actions.listRequested.type, worker: loadList, latest: true },
  { pattern: actions.ratesRequested.type, worker: loadRates, latest: true },
  { pattern: actions.createRequested.type, worker: offer.create },
  { pattern: actions.opened.type, worker: offer.open, latest: true },
  { pattern: actions.reloadRequested.type, worker: offer.reload, latest: true },
  { pattern: actions.conflictDiscarded.type, worker: offer.reload, latest: true },
  { pattern: actions.historyRequested.type, worker: offer.requestHistory, latest: true },
  { pattern: actions.pastVersionRequested.type, worker: offer.requestPastVersion, latest: true },
  { pattern: actions.compareRequested.type, worker: offer.requestCompare, latest: true },
  { pattern: actions.saveRequested.type, worker: offer.save },
  { pattern: actions.conflictReapplied.type, worker: offer.reapplyAfterConflict },
  { pattern: actions.deleteRequested.type, worker: offer.remove },
  { pattern: (action) => SIDE_WRITES.some((creator) => creator.match(action)), worker: sideWrite },
  { pattern: actions.printRequested.type, worker: offer.print },
  { pattern: actions.contactsWanted.type, worker: wantContacts },
  { pattern: actions.contactSearchRequested.type, worker: searchContacts, latest: true },
  { pattern: actions.viewPushed.type, worker: offer.applyPush },
  { pattern: actions.viewPushed.type, worker: contactOfPush },
  { pattern: actions.viewPushed.type, worker: rereadOutdated, latest: true },
  { pattern: actions.rereadRequested.type, worker: reread, latest: true },
];
