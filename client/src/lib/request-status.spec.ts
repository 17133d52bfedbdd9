import { describe, expect, it } from 'vitest';
import { createEntityAdapter, createNextState } from '@reduxjs/toolkit';
import {
  formRejected,
  formSubmitting,
  requestFailed,
  requestLoaded,
  requestStarted,
  requestStartedUnlessLoaded,
  rowsLoaded,
  type FormStatus,
  type RequestStatus,
} from './request-status';

interface Row {
  id: string;
  name: string;
}
const adapter = createEntityAdapter<Row>();

describe('request status transitions', () => {
  // as in a createSlice reducer: the transitions change the draft
  it('a list goes loading, then loaded with its rows (replacing the held ones) and its total, or failed', () => {
    const initial = { ...adapter.addOne(adapter.getInitialState(), { id: 'old', name: 'Alt' }), status: 'idle' as RequestStatus, total: 0 };
    const loading = createNextState(initial, (list) => requestStarted(list));
    expect(loading.status).toBe('loading');
    const loaded = createNextState(loading, (list) => rowsLoaded(adapter, list, [{ id: 'a', name: 'A' }], 42));
    expect(loaded).toMatchObject({ status: 'loaded', total: 42, ids: ['a'] });
    expect(createNextState(loaded, (list) => requestFailed(list)).status).toBe('failed');
  });

  it('a read of something else goes loading, then loaded (the slice keeps the answer) or failed', () => {
    const loading = createNextState({ status: 'idle' as RequestStatus, content: null }, (read) => requestStarted(read));
    expect(loading).toEqual({ status: 'loading', content: null });
    expect(createNextState(loading, (read) => requestLoaded(read))).toEqual({ status: 'loaded', content: null });
    expect(createNextState(loading, (read) => requestFailed(read))).toEqual({ status: 'failed', content: null });
  });

  it('a list without a total is not given one', () => {
    const initial = { ...adapter.getInitialState(), status: 'loading' as RequestStatus };
    const loaded = createNextState(initial, (list) => rowsLoaded(adapter, list, [{ id: 'a', name: 'A' }]));
    expect(loaded).toEqual({ ids: ['a'], entities: { a: { id: 'a', name: 'A' } }, status: 'loaded' });
  });

  it('a form sent clears the last refusal; refused, it shows the code and the field errors', () => {
    const form = {
      status: 'failed' as FormStatus,
      error: 'account.missing' as const,
      fieldErrors: { name: ['x'] } as Record<string, string[]> | null,
      serial: 3,
    };
    formSubmitting(form);
    expect(form).toEqual({ status: 'submitting', error: null, fieldErrors: null, serial: 3 });
    formRejected(form, { code: 'account.invalid', fieldErrors: { email: ['taken'] } });
    expect(form).toEqual({ status: 'failed', error: 'account.invalid', fieldErrors: { email: ['taken'] }, serial: 3 });
  });

  it('a form without field errors is not given any', () => {
    const form = { teamId: 't', status: 'idle' as FormStatus, error: null, serial: 0 };
    formSubmitting(form);
    formRejected(form, { code: 'account.invalid' });
    expect(form).toEqual({ teamId: 't', status: 'failed', error: 'account.invalid', serial: 0 });
  });
});

describe('a read that was loaded once', () => {
  it('is not shown as loading again; before that, or after a failure, it is', () => {
    expect(createNextState({ status: 'loaded' as RequestStatus }, (request) => requestStartedUnlessLoaded(request)).status).toBe('loaded');
    expect(createNextState({ status: 'idle' as RequestStatus }, (request) => requestStartedUnlessLoaded(request)).status).toBe('loading');
    expect(createNextState({ status: 'failed' as RequestStatus }, (request) => requestStartedUnlessLoaded(request)).status).toBe('loading');
  });
});
