import { useSearchParams } from 'react-router-dom';
import { REPORTS, ReportsPage, reportsReducer, reportsSaga, type ReportFocus } from '../features/reports/screens';
import { useFeatureSaga } from './feature-saga';
import { useFeatureSlice } from './feature-slice';

/** The row a mail links to: `/reports?run=<id>` (a scheduled report's run) or `/reports?export=<id>` (an export of mine). */
export function focusOf(params: URLSearchParams): ReportFocus | null {
  const run = params.get('run');
  if (run) return { list: 'runs', id: run };
  const exported = params.get('export');
  return exported ? { list: 'exports', id: exported } : null;
}

/**
 * /reports (issue 16, managers): the slice and flows of reports start with the page, so
 * nothing of reports is on the login page.
 */
export function ReportsRoute() {
  useFeatureSlice(REPORTS, reportsReducer);
  useFeatureSaga(reportsSaga);
  const [params] = useSearchParams();
  return <ReportsPage focus={focusOf(params)} />;
}
