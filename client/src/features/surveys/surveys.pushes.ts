import { createAction } from '@reduxjs/toolkit';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';

/**
 * The surveys actions the app dispatches before the screens loaded: the `surveys/surveyChanged`
 * push (SurveyView to the author, AssignedSurveyView to an assignee, or `{ id, version,
 * deleted: true }`), the `surveys/surveyResultsChanged` push (SurveyResultsView, to the author)
 * and the re-read after a reconnect while a surveys page is on screen.
 */
export const surveysPushActions = {
  viewPushed: createAction<ViewChangedMessage>('surveys/viewPushed'),
  resultsPushed: createAction<ViewChangedMessage>('surveys/resultsPushed'),
  rereadRequested: createAction('surveys/rereadRequested'),
};
