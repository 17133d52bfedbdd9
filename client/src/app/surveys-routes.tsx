import { lazyRoute } from './lazy-route';

/** The surveys screens load on first use (they stay out of the login page's JavaScript). */
const pages = () => import('./surveys-pages');

export const SurveysRoute = lazyRoute(pages, (module) => module.SurveysRoute);
export const SurveyNewRoute = lazyRoute(pages, (module) => module.SurveyNewRoute);
export const SurveyRoute = lazyRoute(pages, (module) => module.SurveyRoute);
export const SurveyAnswerRoute = lazyRoute(pages, (module) => module.SurveyAnswerRoute);
export const SurveyResultsRoute = lazyRoute(pages, (module) => module.SurveyResultsRoute);
