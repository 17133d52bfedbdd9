/** The surveys screens (list, editor, answer page, results), apart from index.ts so the app loads them on first use. */
export { SurveysPage } from './SurveysPage';
export { SurveyNewPage } from './SurveyNewPage';
export { SurveyPage } from './SurveyPage';
export { SurveyAnswerPage } from './SurveyAnswerPage';
export { SurveyResultsPage } from './SurveyResultsPage';
