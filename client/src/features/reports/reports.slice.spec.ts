import { describe, expect, it } from 'vitest';
import { noticeOf } from '../../lib/notify';
import { sessionActions } from '../session';
import { myExport, runView, scheduleView } from './reports.fixtures';
import { reportsActions as actions, reportsReducer as reduce } from './reports.slice';
import { initialReportsState, type ReportsState } from './reports.state';

const given = (...steps: Parameters<typeof reduce>[1][]) => steps.reduce((state: ReportsState, action) => reduce(state, action), initialReportsState);

describe('reports slice', () => {
  it('a list keeps its page and size; it shows as loading only until its first answer', () => {
    const asked = given(actions.listRequested({ list: 'runs', page: 2, limit: 25 }));
    expect(asked.runs).toMatchObject({ status: 'loading', page: 2, limit: 25 });
    const loaded = reduce(asked, actions.exportListLoaded({ list: 'runs', rows: [runView('r1')], total: 26 }));
    expect(reduce(loaded, actions.listRequested({ list: 'runs' })).runs).toMatchObject({ status: 'loaded', page: 2, total: 26 });
  });

  it('a schedule shown takes news only with a newer version', () => {
    const shown = given(actions.schedulesLoaded({ rows: [scheduleView('s1', { version: 2 })], total: 1 }));
    expect(reduce(shown, actions.scheduleReceived(scheduleView('s1', { version: 1, time: '06:00' })))).toBe(shown);
    expect(reduce(shown, actions.scheduleReceived(scheduleView('s1', { version: 3, time: '06:00' }))).schedules.rows[0].time).toBe('06:00');
    expect(reduce(shown, actions.scheduleReceived(scheduleView('s2', { version: 3 }))).schedules.rows).toHaveLength(1);
  });

  it('news of a run reaches its row among the runs and among my exports, and the linked one', () => {
    const state = given(
      actions.exportListLoaded({ list: 'runs', rows: [runView('r1', { status: 'running' })], total: 1 }),
      actions.exportListLoaded({ list: 'exports', rows: [myExport('e1'), runView('r1', { status: 'running' })], total: 2 }),
      actions.focusRequested({ list: 'runs', id: 'r1' }),
      actions.focusLoaded(runView('r1', { status: 'running' })),
      actions.exportReceived(runView('r1', { status: 'done' })),
    );
    expect([state.runs.rows[0].status, state.exports.rows[1].status, state.focus?.view?.status]).toEqual(['done', 'done', 'done']);
  });

  it('the dialog: open, saving, refused with field errors, closed when saved (with a toast)', () => {
    const body = { kind: 'tasks' as const, format: 'xlsx' as const, cadence: 'daily' as const, time: '07:00', recipients: ['user-1'] };
    const refused = given(
      actions.dialogOpened({ id: 's1' }),
      actions.saveRequested({ id: 's1', version: 1, body }),
      actions.saveRejected({ code: 'request.validation_failed', fieldErrors: { time: ['HH:MM'] } }),
    );
    expect(refused.dialog).toEqual({ open: true, id: 's1', status: 'failed', error: 'request.validation_failed', fieldErrors: { time: ['HH:MM'] } });
    const saved = actions.saveAccepted();
    expect(noticeOf(saved)).toEqual({ severity: 'success', message: 'reports:toasts.saved' });
    expect(reduce(refused, saved).dialog.open).toBe(false);
  });

  it('starts afresh at logout and when an account is chosen', () => {
    const state = given(actions.opened(), actions.schedulesLoaded({ rows: [scheduleView('s1')], total: 1 }));
    expect(reduce(state, sessionActions.sessionEnded())).toEqual(initialReportsState);
  });
});
