import { describe, expect, it } from 'vitest';
import { sessionActions } from '../session';
import { noticeOf } from '../../lib/notify';
import { runOf } from './export-run';
import { doneView, exportView, runningView } from './exports.fixtures';
import { exportsActions as actions, exportsReducer as reduce, selectLatestRun } from './exports.slice';
import { initialExportsState, type ExportsState } from './exports.state';

const given = (...steps: Parameters<typeof reduce>[1][]) => steps.reduce((state: ExportsState, action) => reduce(state, action), initialExportsState);
const root = (exports: ExportsState) => ({ exports });

describe('exports slice', () => {
  it('a request is submitting, then followed when accepted', () => {
    const sending = given(actions.requested({ kind: 'tasks', format: 'csv', filter: {} }));
    expect(sending.request.status).toBe('submitting');
    const accepted = reduce(sending, actions.accepted(runOf(exportView('e1'))));
    expect(accepted.request).toEqual({ status: 'idle', rejection: null });
    expect(accepted.runs.ids).toEqual(['e1']);
  });

  it('a refusal is kept for the dialog, and gone when the dialog opens again', () => {
    const refused = given(
      actions.requested({ kind: 'claims', format: 'xlsx', filter: {} }),
      actions.rejected({ code: 'exports.claims_disabled', fieldErrors: null }),
    );
    expect(refused.request).toEqual({ status: 'failed', rejection: { code: 'exports.claims_disabled', fieldErrors: null } });
    expect(reduce(refused, actions.dialogOpened({ kinds: ['tasks'] })).request.status).toBe('idle');
  });

  it('news of an export is kept only when it says more, and only for an export followed here', () => {
    const running = given(actions.accepted(runOf(exportView('e1'))), actions.viewReceived(runningView('e1', 50, 100)));
    expect(running.runs.entities.e1).toMatchObject({ status: 'running', rows: 50, rows_total: 100, progress: 50 });
    expect(reduce(running, actions.viewReceived(runningView('e1', 20, 100)))).toBe(running);
    expect(reduce(running, actions.viewReceived(runningView('other', 20, 100)))).toBe(running);
    expect(reduce(running, actions.runFound(runningView('other', 20, 100))).runs.ids).toEqual(['e1', 'other']);
  });

  it('the newest export of a page is its latest of the kinds (and survey) it shows', () => {
    const state = given(
      actions.accepted(runOf(exportView('t1'))),
      actions.accepted(runOf(exportView('o1', { kind: 'offers' }))),
      actions.accepted(runOf(exportView('c1', { kind: 'claims' }))),
    );
    expect(selectLatestRun(root(state), { kinds: ['tasks', 'claims'] })?.id).toBe('c1');
    expect(selectLatestRun(root(state), { kinds: ['tasks'] })?.id).toBe('t1');
    expect(selectLatestRun(root(state), { kinds: ['protocols'] })).toBeNull();
    expect(selectLatestRun({}, { kinds: ['tasks'] })).toBeNull();
  });

  it('a finished export has its toast until it is closed; a failed one carries an error toast of its code', () => {
    const done = given(actions.accepted(runOf(exportView('e1'))), actions.viewReceived(doneView('e1')), actions.finished({ id: 'e1' }));
    expect(done.toast).toBe('e1');
    expect(reduce(done, actions.toastClosed()).toast).toBeNull();
    expect(noticeOf(actions.failed({ id: 'e1', code: 'exports.render_failed' }))).toEqual({ severity: 'error', code: 'exports.render_failed' });
  });

  it('signing out or choosing an account starts afresh', () => {
    const state = given(actions.accepted(runOf(exportView('e1'))), actions.finished({ id: 'e1' }));
    expect(reduce(state, sessionActions.sessionEnded())).toEqual(initialExportsState);
    expect(reduce(state, sessionActions.accountChosen({ accountId: 'acc-2' }))).toEqual(initialExportsState);
  });
});
