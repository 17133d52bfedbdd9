import { lazyFeature } from '../../lib/lazy-feature';
import { initialSurveysState } from './surveys.state';

/**
 * Surveys (issue 15): what the store and the live views need at start. The slice and the
 * flows (lazyFeature, on the first `surveys/` action: `surveys.feature.ts`, one import) and
 * the screens (screens.ts and results-screen.ts, via app/surveys-routes.tsx) load on first use.
 */
export { surveysPushActions } from './surveys.pushes';
export { initialSurveysState, type SurveysState } from './surveys.state';

const surveys = lazyFeature(['surveys/'], async () => {
  const feature = await import('./surveys.feature');
  return { reducers: { surveys: feature.surveysSliceReducer }, flows: feature.surveysFlows };
});
export const surveysReducer = surveys.reducer('surveys', initialSurveysState);
export const surveysSaga = surveys.saga;
