import { Chip, type ChipProps } from '@mui/material';
import type { ExportStatus } from '@kollab/contracts';
import { useReportsCatalog } from './report-texts';

const COLORS: Record<ExportStatus, ChipProps['color']> = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
  expired: 'default',
};

/** Where a run or export stands: Wartet, Läuft, Fertig, Fehlgeschlagen, Abgelaufen. */
export function RunStatusChip({ status }: { status: ExportStatus }) {
  const { t } = useReportsCatalog();
  return <Chip size="small" label={t(`statuses.${status}`)} color={COLORS[status]} variant={status === 'expired' ? 'outlined' : 'filled'} />;
}
