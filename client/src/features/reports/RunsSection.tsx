import { useDispatch } from 'react-redux';
import { Button, Chip, TableCell, TableRow, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDateTime } from '../../lib/dates';
import { ExportListSection, type ExportRowProps } from './ExportListSection';
import { fileNameOf, reportName, runHasFile, useReportsCatalog } from './report-texts';
import { reportsActions } from './reports.slice';
import { RunStatusChip } from './RunStatusChip';
import { rowId } from './use-focus-scroll';

/** One run: report, slot, rows, cut-off, status and "Datei (Stand …)", which renders it again as of its cut-off. */
function RunRow({ view: run, focused, linked }: ExportRowProps) {
  const { t, i18n } = useReportsCatalog();
  const dispatch = useDispatch();
  const cutOff = formatDateTime(run.cut_off?.time);
  return (
    <TableRow id={rowId('runs', run.id)} selected={focused} aria-current={focused ? 'true' : undefined}>
      <TableCell>
        {reportName(run.kind, run.format, t)}
        {linked && <Chip size="small" label={t('focus.linked')} sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell>{formatDateTime(run.slot)}</TableCell>
      <TableCell align="right">{new Intl.NumberFormat(i18n.language).format(run.rows)}</TableCell>
      <TableCell>{cutOff}</TableCell>
      <TableCell>
        <RunStatusChip status={run.status} />
      </TableCell>
      <TableCell>
        {runHasFile(run.status) && (
          <Tooltip title={t('runs.fileHint', { time: cutOff })} describeChild>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => dispatch(reportsActions.downloadRequested({ source: 'run', id: run.id, fileName: fileNameOf(run) }))}
            >
              {t('runs.file', { time: cutOff })}
            </Button>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}

/** "Läufe": the runs of every schedule, newest first, paged. */
export function RunsSection() {
  const { t } = useReportsCatalog();
  return (
    <ExportListSection
      list="runs"
      Row={RunRow}
      head={
        <>
          <TableCell>{t('runs.columns.report')}</TableCell>
          <TableCell>{t('runs.columns.slot')}</TableCell>
          <TableCell align="right">{t('runs.columns.rows')}</TableCell>
          <TableCell>{t('runs.columns.cutOff')}</TableCell>
          <TableCell>{t('runs.columns.status')}</TableCell>
          <TableCell>{t('runs.columns.file')}</TableCell>
        </>
      }
    />
  );
}
