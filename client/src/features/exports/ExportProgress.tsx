import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDispatch } from 'react-redux';
import { errorText } from '@kollab/contracts/errors/error-text';
import { localeFrom } from '@kollab/contracts/errors/locale';
import { useCatalog } from '../../lib/i18n-catalog';
import { failureCodeOf, type ExportRun } from './export-run';
import { EXPORTS_NS, exportsCatalog } from './exports.catalog';
import { exportsActions } from './exports.slice';

/**
 * Where one export stands, as the pushes say: waiting (queued), the bar with its percentage and
 * "n von m Zeilen" (running), done with "Herunterladen", or why it failed.
 */
export function ExportProgress({ run }: { run: ExportRun }) {
  const { t, i18n } = useCatalog(EXPORTS_NS, exportsCatalog);
  const dispatch = useDispatch();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  switch (run.status) {
    case 'queued':
      return (
        <Stack spacing={1}>
          <LinearProgress aria-label={t('dialog.progressLabel')} />
          <Typography variant="body2">{t('dialog.queued')}</Typography>
        </Stack>
      );
    case 'running':
      return (
        <Stack spacing={1}>
          <LinearProgress variant="determinate" value={run.progress} aria-label={t('dialog.progressLabel')} />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }} aria-live="polite">
            <Typography variant="body2">{t('dialog.percent', { progress: number(run.progress) })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {run.rows_total === null
                ? t('dialog.rowsSoFar', { count: run.rows, rows: number(run.rows) })
                : t('dialog.rows', { count: run.rows_total, rows: number(run.rows), total: number(run.rows_total) })}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('dialog.running')}
          </Typography>
        </Stack>
      );
    case 'done':
      return (
        <Alert
          severity="success"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => dispatch(exportsActions.downloadRequested({ id: run.id }))}
            >
              {t('dialog.download')}
            </Button>
          }
        >
          {t('dialog.done')}
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error">
          {t('dialog.failed')} {errorText(failureCodeOf(run), localeFrom(i18n.language))}
        </Alert>
      );
    case 'expired':
      return <Alert severity="info">{t('dialog.expired')}</Alert>;
  }
}
