import type { ExportDelivery } from '@kollab/contracts';
import type { ExportEvent, ExportRequested, ExportStarted } from './export.events';
import type { ExportState } from './export.state';

/** Attached to the mail up to this size; bigger files are linked. */
export const EXPORT_ATTACH_MAX_BYTES = 10 * 1024 * 1024;
/** A file is kept this long after it was made. */
export const EXPORT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export type ExportCommand =
  | {
      type: 'RequestExport';
      data: ExportRequested['data'];
    }
  | { type: 'StartExport'; data: ExportStarted['data'] }
  | { type: 'RecordExportProgress'; data: { rows: number } }
  | { type: 'CompleteExport'; data: { rows: number; file_id: string; file_name: string; content_type: string; size: number; now: string } }
  | { type: 'FailExport'; data: { error: string } }
  | { type: 'ExpireExport'; data: Record<string, never> };

/**
 * The life of an export: requested once; started (again, after a worker died mid-run) while
 * queued or running; progress and the end only while running; the file expires once done.
 * A step that no longer applies (a retried job finding it done) decides nothing.
 */
export function decideExport(command: ExportCommand, state: ExportState): ExportEvent[] {
  switch (command.type) {
    case 'RequestExport':
      // Every request is a new stream (a fresh id): an existing one is a bug, not the caller's fault.
      if (state.status !== 'none') throw new Error('An export is requested once');
      return [{ type: 'ExportRequested', data: command.data }];
    case 'StartExport':
      return state.status === 'queued' || state.status === 'running' ? [{ type: 'ExportStarted', data: command.data }] : [];
    case 'RecordExportProgress':
      return state.status === 'running' && command.data.rows > state.rows ? [{ type: 'ExportProgressed', data: command.data }] : [];
    case 'CompleteExport': {
      if (state.status !== 'running') return [];
      const { now, ...file } = command.data;
      const delivery: ExportDelivery = file.size <= EXPORT_ATTACH_MAX_BYTES ? 'attached' : 'link';
      const expires_at = new Date(Date.parse(now) + EXPORT_KEEP_MS).toISOString();
      return [{ type: 'ExportCompleted', data: { ...file, delivery, expires_at } }];
    }
    case 'FailExport':
      return state.status === 'queued' || state.status === 'running' ? [{ type: 'ExportFailed', data: command.data }] : [];
    case 'ExpireExport':
      return state.status === 'done' ? [{ type: 'ExportExpired', data: {} }] : [];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
