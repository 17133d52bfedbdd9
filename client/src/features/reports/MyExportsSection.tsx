import { useDispatch } from 'react-redux';
import { Button, Chip, TableCell, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDateTime } from '../../lib/dates';
import { ExportListSection, type ExportRowProps } from './ExportListSection';
import { exportHasFile, fileNameOf, reportName, useReportsCatalog } from './report-texts';
import { reportsActions } from './reports.slice';
import { RunStatusChip } from './RunStatusChip';
import { rowId } from './use-focus-scroll';

/** One export of mine: kind and format, made, status, rows, kept until; "Herunterladen" while its file is kept. */
function ExportRow({ view, focused, linked }: ExportRowProps) {
  const { t, i18n } = useReportsCatalog();
  const dispatch = useDispatch();
  return (
    <TableRow id={rowId('exports', view.id)} selected={focused} aria-current={focused ? 'true' : undefined}>
      <TableCell>
        {reportName(view.kind, view.format, t)}
        {view.schedule_id && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` (${t('exports.scheduled')})`}
          </Typography>
        )}
        {linked && <Chip size="small" label={t('focus.linked')} sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell>{formatDateTime(view.created_at)}</TableCell>
      <TableCell>
        <RunStatusChip status={view.status} />
      </TableCell>
      <TableCell align="right">{new Intl.NumberFormat(i18n.language).format(view.rows)}</TableCell>
      <TableCell>{formatDateTime(view.expires_at)}</TableCell>
      <TableCell>
        {exportHasFile(view) && (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => dispatch(reportsActions.downloadRequested({ source: 'export', id: view.id, fileName: fileNameOf(view) }))}
          >
            {t('exports.download')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** "Meine Exporte": my exports, newest first, paged. */
export function MyExportsSection() {
  const { t } = useReportsCatalog();
  return (
    <ExportListSection
      list="exports"
      Row={ExportRow}
      head={
        <>
          <TableCell>{t('exports.columns.report')}</TableCell>
          <TableCell>{t('exports.columns.created')}</TableCell>
          <TableCell>{t('exports.columns.status')}</TableCell>
          <TableCell align="right">{t('exports.columns.rows')}</TableCell>
          <TableCell>{t('exports.columns.expires')}</TableCell>
          <TableCell>{t('exports.columns.file')}</TableCell>
        </>
      }
    />
  );
}
