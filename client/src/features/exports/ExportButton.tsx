import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Button, CircularProgress } from '@mui/material';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import type { ExportKind } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { selectFlags, selectRoles } from '../session';
import type { ListApiQuery } from './export-filter';
import { isActive, type ExportContext } from './export-run';
import { ExportDialog } from './ExportDialog';
import { ExportDoneToast } from './ExportDoneToast';
import { EXPORTS_NS, exportsCatalog } from './exports.catalog';
import { selectLatestRun, type WithExports } from './exports.slice';

export interface ExportButtonProps {
  /** What the page exports (the first is chosen first); `claims` only with the account's flag `feature.export_claims`. */
  kinds: readonly ExportKind[];
  /** A list's query as its GET takes it (`filter[…]`, `order`, `page`, `limit`): the export's filter and order. */
  listQuery?: ListApiQuery;
  /** survey_results: the survey. */
  surveyId?: string;
  /** `export`: "Exportieren" (lists); `byMail`: "Per E-Mail exportieren" (beside a download of the page's own). */
  label?: 'export' | 'byMail';
}

/**
 * "Exportieren" (issue 16), for managers only (the role in the account's signature; the
 * server refuses everybody else): a dialog to choose the format (and, on the tasks list with
 * the account's flag, tasks or claims), then the export's progress. The file comes by
 * e-mail; the toast of a finished export offers it for download as well.
 */
export function ExportButton({ kinds, listQuery, surveyId, label = 'export' }: ExportButtonProps) {
  const { t } = useCatalog(EXPORTS_NS, exportsCatalog);
  const roles = useSelector(selectRoles);
  const flags = useSelector(selectFlags);
  const claims = flags.includes('feature.export_claims');
  const key = kinds.join();
  const context = useMemo<ExportContext>(
    () => ({ kinds: key.split(',').filter((kind) => kind !== 'claims' || claims) as ExportKind[], surveyId: surveyId ?? null }),
    [key, claims, surveyId],
  );
  const latest = useSelector((state: WithExports) => selectLatestRun(state, context));
  const [open, setOpen] = useState(false);
  if (!roles.includes('manager') || context.kinds.length === 0) return null;

  const running = latest && isActive(latest) ? latest : null;
  const icon = running ? (
    <CircularProgress
      size={16}
      aria-hidden
      variant={running.status === 'running' ? 'determinate' : 'indeterminate'}
      value={running.progress}
      color="inherit"
    />
  ) : (
    <ForwardToInboxIcon />
  );
  return (
    <>
      <Button startIcon={icon} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t(`button.${label}`)}
      </Button>
      {open && <ExportDialog context={context} listQuery={listQuery} onClose={() => setOpen(false)} />}
      <ExportDoneToast />
    </>
  );
}
