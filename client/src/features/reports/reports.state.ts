import type { ErrorCode, ExportView, ReportScheduleView } from '@kollab/contracts';
import type { RequestStatus } from '../../lib/request-status';

/** The store key of the slice (injected with the reports page: README). */
export const REPORTS = 'reports';

/** The three lists of the page. */
export type ReportList = 'schedules' | 'runs' | 'exports';

/** One page of a list, in the server's order (newest first). */
export interface ListPage<T> {
  status: RequestStatus;
  rows: T[];
  total: number;
  /** 1-based. */
  page: number;
  limit: number;
}

/** A manager of the account, for the recipients picker (active ones) and the recipients' names (all). */
export interface ReportManager {
  id: string;
  name: string;
  active: boolean;
}

/** The schedule dialog: closed, open (new: `id` null), saving, or refused (the field errors beside the fields). */
export interface ScheduleDialogState {
  open: boolean;
  /** The schedule being changed, or null for a new one. */
  id: string | null;
  status: 'idle' | 'submitting' | 'failed';
  error: ErrorCode | null;
  fieldErrors: Record<string, string[]> | null;
}

/** The run or export a mail links to (`/reports?run=<id>`, `/reports?export=<id>`): highlighted and scrolled to. */
export interface ReportFocus {
  list: 'runs' | 'exports';
  id: string;
}

export interface ReportsState {
  /** The page is on screen: pushes and reconnects re-read its lists only then. */
  open: boolean;
  schedules: ListPage<ReportScheduleView>;
  runs: ListPage<ExportView>;
  exports: ListPage<ExportView>;
  managers: { status: RequestStatus; list: ReportManager[] };
  dialog: ScheduleDialogState;
  /** The linked row and, read by its id, the view shown when it is not on the page loaded. */
  focus: (ReportFocus & { view: ExportView | null; status: RequestStatus }) | null;
}

export const PAGE_SIZES = [10, 25, 50] as const;

const page = <T>(): ListPage<T> => ({ status: 'idle', rows: [], total: 0, page: 1, limit: PAGE_SIZES[0] });

export const closedDialog: ScheduleDialogState = { open: false, id: null, status: 'idle', error: null, fieldErrors: null };

export const initialReportsState: ReportsState = {
  open: false,
  schedules: page(),
  runs: page(),
  exports: page(),
  managers: { status: 'idle', list: [] },
  dialog: closedDialog,
  focus: null,
};
