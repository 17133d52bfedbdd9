import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import { selectRoles } from '../features/session';
import { SurveyAnswerPage, SurveyNewPage, SurveyPage, SurveyResultsPage, SurveysPage } from '../features/surveys/screens';
import { ExportAction } from './export-action';

/** /surveys (issue 15: everyone with the surveys app; "Von mir erstellt" and "Neue Umfrage" with role surveys). */
export function SurveysRoute() {
  const roles = useSelector(selectRoles);
  return <SurveysPage canAuthor={roles.includes('surveys')} />;
}

/** /surveys/new (role surveys). */
export function SurveyNewRoute() {
  return <SurveyNewPage />;
}

/**
 * /surveys/:id: the editor (role surveys); without the role it goes to /home (seed §2).
 * Assignees answer at /surveys/:id/answer (the invitation mail and "Meine Umfragen" link
 * there); an assignee with the role who is not the author is sent there by the page. A new
 * id starts the page afresh.
 */
export function SurveyRoute() {
  const { id = '' } = useParams();
  const roles = useSelector(selectRoles);
  if (!roles.includes('surveys')) return <Navigate to="/home" replace />;
  return <SurveyPage key={id} id={id} />;
}

/** /surveys/:id/answer (everyone with the surveys app; the server says whether I am asked). */
export function SurveyAnswerRoute() {
  const { id = '' } = useParams();
  return <SurveyAnswerPage key={id} id={id} />;
}

/** /surveys/:id/results (role surveys; its charts load with the first results shown); managers also export them by e-mail (issue 16). */
export function SurveyResultsRoute() {
  const { id = '' } = useParams();
  return <SurveyResultsPage key={id} id={id} exportAction={<ExportAction kinds={['survey_results']} surveyId={id} label="byMail" />} />;
}
