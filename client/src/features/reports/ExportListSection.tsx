import type { ComponentType, ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { ExportView } from '@kollab/contracts';
import { ListState } from '../../components/ListState';
import { PagedTable } from '../../components/PagedTable';
import { useReportsCatalog } from './report-texts';
import { reportsActions, selectReports } from './reports.slice';
import { PAGE_SIZES } from './reports.state';
import { rowId, useFocusScroll } from './use-focus-scroll';

/** A row of a list of runs or exports; `focused`: the one a mail links to; `linked`: shown because of it (not on the page). */
export interface ExportRowProps {
  view: ExportView;
  focused: boolean;
  linked?: boolean;
}

export interface ExportListSectionProps {
  /** `runs` ("Läufe") or `exports` ("Meine Exporte"): the texts under `<list>.…` and the rows of that list. */
  list: 'runs' | 'exports';
  head: ReactNode;
  Row: ComponentType<ExportRowProps>;
}

/**
 * A paged list of runs or exports, newest first, with "Aktualisieren". The row a mail links to
 * (`?run=` / `?export=`) is highlighted and scrolled to; when it is not on the page shown, it stands above it.
 */
export function ExportListSection({ list, head, Row }: ExportListSectionProps) {
  const { t } = useReportsCatalog();
  const dispatch = useDispatch();
  const { [list]: shown, focus } = useSelector(selectReports);
  const linked = focus?.list === list ? focus : null;
  const onPage = linked !== null && shown.rows.some((row) => row.id === linked.id);
  const extra = linked && !onPage ? linked.view : null;
  useFocusScroll(linked ? rowId(list, linked.id) : null, shown.status === 'loaded' && (onPage || extra !== null));
  const page = (next: { page?: number; limit?: number }) => dispatch(reportsActions.listRequested({ list, ...next }));
  const headingId = `reports-${list}`;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {t(`${list}.title`)}
        </Typography>
        <Tooltip title={t(`${list}.refresh`)}>
          <IconButton aria-label={t(`${list}.refresh`)} onClick={() => page({})}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {linked?.status === 'failed' && !onPage && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('focus.notFound')}
        </Alert>
      )}
      <ListState status={shown.status} empty={shown.rows.length === 0 && !extra} emptyText={t(`${list}.empty`)} onRetry={() => page({})}>
        <PagedTable
          label={t(`${list}.title`)}
          busy={shown.status === 'loading'}
          head={head}
          total={shown.total}
          page={shown.page}
          limit={shown.limit}
          pageSizes={PAGE_SIZES}
          onPage={(next) => page({ page: next })}
          onLimit={(limit) => page({ page: 1, limit })}
        >
          {extra && <Row view={extra} focused linked />}
          {shown.rows.map((view) => (
            <Row key={view.id} view={view} focused={view.id === linked?.id} />
          ))}
        </PagedTable>
      </ListState>
    </Box>
  );
}
