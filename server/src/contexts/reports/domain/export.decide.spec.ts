import { DeciderSpecification } from '../../../core/testing/decider-specification';
import { decideExport, EXPORT_ATTACH_MAX_BYTES, type ExportCommand } from './export.decide';
import type { ExportEvent } from './export.events';
import { evolveExport, initialExportState } from './export.state';

const request = { kind: 'tasks', format: 'xlsx', filter: { status: 'open' }, survey_id: null, requested_by: 'u-1', locale: 'de' } as const;
const cutOff = { time: '2026-11-27T10:00:00.000Z', position: 42, transaction_id: '7' };
const requested: ExportEvent = { type: 'ExportRequested', data: request };
const started: ExportEvent = { type: 'ExportStarted', data: { cut_off: cutOff, rows_total: 10 } };
const file = { rows: 10, file_id: 'f-1', file_name: 'Aufgaben.xlsx', content_type: 'text/csv', size: 1000 };
const completed: ExportEvent = {
  type: 'ExportCompleted',
  data: { ...file, delivery: 'attached', expires_at: '2026-12-04T10:00:00.000Z' },
};
const spec = DeciderSpecification.for({ decide: decideExport, evolve: evolveExport, initialState: initialExportState });
const complete = (size = 1000): ExportCommand => ({ type: 'CompleteExport', data: { ...file, size, now: '2026-11-27T10:00:00.000Z' } });

describe('decideExport', () => {
  it('records a request once', () => {
    spec.given().when({ type: 'RequestExport', data: request }).then([requested]);
    expect(() => spec.given(requested).when({ type: 'RequestExport', data: request }).then([])).toThrow('An export is requested once');
  });

  it('starts when queued, and again after a worker died mid-run; never once it ended', () => {
    const start: ExportCommand = { type: 'StartExport', data: { cut_off: cutOff, rows_total: 10 } };
    spec.given(requested).when(start).then([started]);
    spec.given(requested, started).when(start).then([started]);
    spec.given(requested, started, completed).when(start).thenNothing();
    spec
      .given(requested, { type: 'ExportFailed', data: { error: 'exports.render_failed' } })
      .when(start)
      .thenNothing();
  });

  it('records progress only forward and only while running', () => {
    spec
      .given(requested, started)
      .when({ type: 'RecordExportProgress', data: { rows: 5 } })
      .then([{ type: 'ExportProgressed', data: { rows: 5 } }]);
    spec
      .given(requested, started, { type: 'ExportProgressed', data: { rows: 5 } })
      .when({ type: 'RecordExportProgress', data: { rows: 5 } })
      .thenNothing();
    spec
      .given(requested)
      .when({ type: 'RecordExportProgress', data: { rows: 5 } })
      .thenNothing();
  });

  it('completes with the file attached up to 10 MB, linked above, kept 7 days', () => {
    spec.given(requested, started).when(complete()).then([completed]);
    spec
      .given(requested, started)
      .when(complete(EXPORT_ATTACH_MAX_BYTES + 1))
      .then([
        { type: 'ExportCompleted', data: { ...file, size: EXPORT_ATTACH_MAX_BYTES + 1, delivery: 'link', expires_at: '2026-12-04T10:00:00.000Z' } },
      ]);
    spec.given(requested, started, completed).when(complete()).thenNothing();
  });

  it('fails while queued or running; expires only a finished file', () => {
    const fail: ExportCommand = { type: 'FailExport', data: { error: 'exports.requester_not_allowed' } };
    spec
      .given(requested)
      .when(fail)
      .then([{ type: 'ExportFailed', data: { error: 'exports.requester_not_allowed' } }]);
    spec.given(requested, started, completed).when(fail).thenNothing();
    spec
      .given(requested, started, completed)
      .when({ type: 'ExpireExport', data: {} })
      .then([{ type: 'ExportExpired', data: {} }]);
    spec.given(requested, started).when({ type: 'ExpireExport', data: {} }).thenNothing();
  });
});
