import type { ExportFormat, ExportKind, ExportView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { REPORTS_NS, reportsCatalog } from './reports.catalog';
import type { Translate } from './schedule-rhythm';

/** The reports namespace, loaded with the page. */
export const useReportsCatalog = () => useCatalog(REPORTS_NS, reportsCatalog);

/** "Aufgaben · Excel (XLSX)". */
export const reportName = (kind: ExportKind, format: ExportFormat, t: Translate) =>
  t('report', { kind: t(`kinds.${kind}`), format: t(`formats.${format}`) });

/** The name a file is saved under: the run's or export's own, else `<kind>-<day>.<format>`. */
export function fileNameOf(view: Pick<ExportView, 'file_name' | 'kind' | 'format' | 'slot' | 'created_at'>): string {
  return view.file_name ?? `${view.kind}-${(view.slot ?? view.created_at).slice(0, 10)}.${view.format}`;
}

/** A run's file is rendered again as of its cut-off: it can be had once it finished (done, or expired since). */
export const runHasFile = (status: ExportView['status']) => status === 'done' || status === 'expired';

/** An export of mine is downloaded while its file is kept (done, until `expires_at`). */
export const exportHasFile = (view: Pick<ExportView, 'status' | 'expires_at'>, now = Date.now()) =>
  view.status === 'done' && (view.expires_at === null || Date.parse(view.expires_at) > now);
