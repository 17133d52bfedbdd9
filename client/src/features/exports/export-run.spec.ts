import { describe, expect, it } from 'vitest';
import { belongsTo, failureCodeOf, isNewerRun } from './export-run';
import { doneView, exportView, runningView } from './exports.fixtures';

describe('isNewerRun', () => {
  it('a later status is newer; an earlier one is a late answer', () => {
    expect(isNewerRun(exportView('e'), runningView('e', 10, 100))).toBe(true);
    expect(isNewerRun(runningView('e', 10, 100), doneView('e'))).toBe(true);
    expect(isNewerRun(runningView('e', 10, 100), exportView('e', { status: 'failed', error: 'exports.render_failed' }))).toBe(true);
    expect(isNewerRun(doneView('e'), runningView('e', 99, 100))).toBe(false);
    expect(isNewerRun(runningView('e', 10, 100), exportView('e'))).toBe(false);
    expect(isNewerRun(doneView('e'), exportView('e', { status: 'expired' }))).toBe(true);
  });

  it('a running export is newer when it wrote more rows or counted them', () => {
    expect(isNewerRun(runningView('e', 10, 100), runningView('e', 20, 100))).toBe(true);
    expect(isNewerRun(runningView('e', 20, 100), runningView('e', 10, 100))).toBe(false);
    expect(isNewerRun(runningView('e', 20, 100), runningView('e', 20, 100))).toBe(false);
    expect(isNewerRun(runningView('e', 0, null), runningView('e', 0, 100))).toBe(true);
  });

  it('done, failed and expired say nothing new twice', () => {
    expect(isNewerRun(doneView('e'), doneView('e'))).toBe(false);
    expect(isNewerRun(doneView('e'), exportView('e', { status: 'failed' }))).toBe(false);
  });
});

describe('belongsTo', () => {
  it('a page follows the exports of its kinds; survey results only of its survey', () => {
    expect(belongsTo(exportView('e', { kind: 'claims' }), { kinds: ['tasks', 'claims'] })).toBe(true);
    expect(belongsTo(exportView('e', { kind: 'offers' }), { kinds: ['tasks', 'claims'] })).toBe(false);
    const results = exportView('e', { kind: 'survey_results', survey_id: 's1' });
    expect(belongsTo(results, { kinds: ['survey_results'], surveyId: 's1' })).toBe(true);
    expect(belongsTo(results, { kinds: ['survey_results'], surveyId: 's2' })).toBe(false);
  });
});

describe('failureCodeOf', () => {
  it("is the export's error key, or render_failed for a key the client does not know", () => {
    expect(failureCodeOf({ error: 'exports.requester_not_allowed' })).toBe('exports.requester_not_allowed');
    expect(failureCodeOf({ error: 'exports.something_new' })).toBe('exports.render_failed');
    expect(failureCodeOf({ error: null })).toBe('exports.render_failed');
  });
});
