import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select } from 'redux-saga/effects';
import type { Flow } from '../../lib/lazy-feature';
import { lookupsActions, lookupsChanged, type LookupEntry, type LookupsState } from '../../lib/lookups';
import { requestFailed, requestLoaded, requestStarted } from '../../lib/request-status';
import { callApi } from './api-call.saga';

const tagged = (entry: LookupEntry, tags: readonly string[] | undefined) => !tags || entry.tags.some((tag) => tags.includes(tag));

/**
 * The cache of the shared lookups (lib/lookups.api.ts): one entry per lookup, read once for
 * every screen that shows it, read through `callApi` as every saga reads. Loaded with the first
 * `lookups/…` action (lookups.lazy.ts).
 */
const cache = createSlice({
  name: 'lookups',
  initialState: {} as LookupsState,
  reducers: {
    readStarted(state, action: PayloadAction<{ key: string; readId: number }>) {
      const entry = state[action.payload.key];
      if (!entry) return;
      requestStarted(entry);
      entry.readId = action.payload.readId;
    },
    readDone(state, action: PayloadAction<{ key: string; readId: number; body: unknown }>) {
      const entry = state[action.payload.key];
      if (entry?.readId !== action.payload.readId) return;
      requestLoaded(entry);
      entry.body = action.payload.body;
    },
    readFailed(state, action: PayloadAction<{ key: string; readId: number }>) {
      const entry = state[action.payload.key];
      if (entry?.readId === action.payload.readId) requestFailed(entry);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(lookupsActions.shown, (state, action) => {
        const { key, request, tags } = action.payload;
        const entry = (state[key] ??= { status: 'idle', body: null, request, tags: [...tags], shownBy: 0, readId: 0 });
        entry.shownBy += 1;
      })
      .addCase(lookupsActions.hidden, (state, action) => {
        const entry = state[action.payload];
        if (entry) entry.shownBy = Math.max(0, entry.shownBy - 1);
      })
      // what nobody shows is forgotten (the next screen reads it afresh); the flow reads the rest again
      .addCase(lookupsChanged, (state, action) => {
        for (const [key, entry] of Object.entries(state)) if (entry.shownBy === 0 && tagged(entry, action.payload)) delete state[key];
      });
  },
});

export const lookupsCacheReducer = cache.reducer;

type WithLookups = { lookups: LookupsState };
const entryOf = (state: WithLookups, key: string): LookupEntry | undefined => state.lookups[key];

let reads = 0;

/** One read of a lookup; an answer that comes after a newer read (or another account) is dropped. */
export function* readLookup(key: string) {
  const entry: LookupEntry | undefined = yield select(entryOf, key);
  if (!entry) return;
  reads += 1;
  const readId = reads;
  yield put(cache.actions.readStarted({ key, readId }));
  try {
    const body: unknown = yield call(callApi, entry.request);
    yield put(cache.actions.readDone({ key, readId, body }));
  } catch {
    yield put(cache.actions.readFailed({ key, readId }));
  }
}

/** A screen shows a lookup: read it unless it is there (`fresh`: again) or on its way. */
export function* readShown({ payload }: ReturnType<typeof lookupsActions.shown>) {
  const entry: LookupEntry | undefined = yield select(entryOf, payload.key);
  if (!entry || entry.status === 'loading' || (entry.status === 'loaded' && !payload.fresh)) return;
  yield call(readLookup, payload.key);
}

/** A push changed them: the shown lookups with its tags are read again (their data stays meanwhile). */
export function* readChanged({ payload }: ReturnType<typeof lookupsChanged>) {
  const state: LookupsState = yield select((root: WithLookups) => root.lookups);
  const shown = Object.keys(state).filter((key) => state[key].shownBy > 0 && tagged(state[key], payload));
  yield all(shown.map((key) => call(readLookup, key)));
}

export function* readAgain({ payload }: ReturnType<typeof lookupsActions.retried>) {
  yield call(readLookup, payload);
}

export const lookupsFlows: readonly Flow[] = [
  { pattern: lookupsActions.shown.type, worker: readShown },
  { pattern: lookupsActions.retried.type, worker: readAgain },
  { pattern: lookupsChanged.type, worker: readChanged },
];
