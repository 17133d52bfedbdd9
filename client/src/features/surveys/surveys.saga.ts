import type { Flow } from '../../lib/lazy-feature';
import { openAnswers, saveAnswers } from './survey-answers.saga';
import { changeStatus, surveyFlows as survey } from './survey-detail.saga';
import { loadList, reread, rereadOutdated } from './survey-list.saga';
import { exportResults, openResults, turnResultsPage } from './survey-results.saga';
import { surveysActions as actions } from './surveys.slice';

/** The watchers, started on the first surveys action (index.ts: `lazyFeature`). */
export const surveysFlows: readonly Flow[] = [
  { pattern: actions.listRequested.type, worker: loadList, latest: true },
  { pattern: actions.createRequested.type, worker: survey.create },
  { pattern: actions.opened.type, worker: survey.open, latest: true },
  { pattern: actions.reloadRequested.type, worker: survey.reload, latest: true },
  { pattern: actions.conflictDiscarded.type, worker: survey.reload, latest: true },
  { pattern: actions.historyRequested.type, worker: survey.requestHistory, latest: true },
  { pattern: actions.pastVersionRequested.type, worker: survey.requestPastVersion, latest: true },
  { pattern: actions.compareRequested.type, worker: survey.requestCompare, latest: true },
  { pattern: actions.saveRequested.type, worker: survey.save },
  { pattern: actions.conflictReapplied.type, worker: survey.reapplyAfterConflict },
  { pattern: actions.deleteRequested.type, worker: survey.remove },
  { pattern: actions.statusRequested.type, worker: changeStatus },
  { pattern: actions.answersOpened.type, worker: openAnswers, latest: true },
  { pattern: actions.answerSaveRequested.type, worker: saveAnswers },
  { pattern: actions.resultsOpened.type, worker: openResults, latest: true },
  { pattern: actions.resultsPageRequested.type, worker: turnResultsPage, latest: true },
  { pattern: actions.exportRequested.type, worker: exportResults },
  { pattern: actions.viewPushed.type, worker: survey.applyPush },
  { pattern: actions.viewPushed.type, worker: rereadOutdated, latest: true },
  { pattern: actions.rereadRequested.type, worker: reread, latest: true },
];
