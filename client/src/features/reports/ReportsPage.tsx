import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Box, Stack } from '@mui/material';
import { PageHeader } from '../../components/PageHeader';
import { MyExportsSection } from './MyExportsSection';
import { useReportsCatalog } from './report-texts';
import { reportsActions } from './reports.slice';
import type { ReportFocus } from './reports.state';
import { RunsSection } from './RunsSection';
import { SchedulesSection } from './SchedulesSection';

export interface ReportsPageProps {
  /** The run or export a mail links to (`?run=` / `?export=`): highlighted and scrolled to. */
  focus: ReportFocus | null;
}

/** /reports (issue 16, managers): "Geplante Berichte", "Läufe" and "Meine Exporte". */
export function ReportsPage({ focus }: ReportsPageProps) {
  const { t } = useReportsCatalog();
  const dispatch = useDispatch();
  const list = focus?.list ?? null;
  const id = focus?.id ?? null;

  useEffect(() => {
    dispatch(reportsActions.opened());
    return () => {
      dispatch(reportsActions.closed());
    };
  }, [dispatch]);

  useEffect(() => {
    dispatch(reportsActions.focusRequested(list && id ? { list, id } : null));
  }, [dispatch, list, id]);

  return (
    <Box>
      <PageHeader title={t('title')} />
      <Stack spacing={4}>
        <SchedulesSection />
        <RunsSection />
        <MyExportsSection />
      </Stack>
    </Box>
  );
}
