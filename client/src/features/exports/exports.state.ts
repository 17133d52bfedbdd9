import type { EntityState } from '@reduxjs/toolkit';
import type { FormStatus, Rejection } from '../../lib/request-status';
import type { ExportRun } from './export-run';

/** The store key of the slice (injected with the first page that shows an export button: README). */
export const EXPORTS = 'exports';

export interface ExportsState {
  /** The exports asked for (or found running) since sign-in, oldest first; updated by pushes and GETs. */
  runs: EntityState<ExportRun, string>;
  /** The POST in flight or refused (the dialog shows the refusal). */
  request: { status: FormStatus; rejection: Rejection | null };
  /** The finished export whose toast ("Herunterladen") is on screen. */
  toast: string | null;
}

export const initialExportsState: ExportsState = {
  runs: { ids: [], entities: {} },
  request: { status: 'idle', rejection: null },
  toast: null,
};
