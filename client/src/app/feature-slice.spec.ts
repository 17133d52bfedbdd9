import { describe, expect, it } from 'vitest';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from '../features/session';
import { harness, signedIn } from '../test/session-harness';
import { injectFeatureSlice, withSlices } from './feature-slice';
import { rootReducer, type RootState } from './root-reducer';

const counter = createSlice({
  name: 'counter',
  initialState: 0,
  reducers: { counted: (count, action: PayloadAction<number>) => count + action.payload },
  extraReducers: (builder) => builder.addCase(sessionActions.sessionEnded, () => 0),
});
type WithCounter = RootState & { counter?: number };

describe('feature slices added with their first screen', () => {
  it('sit beside the root reducer’s slices; the state keeps its identity when nothing changed', () => {
    const reduce = withSlices(rootReducer, { counter: counter.reducer });
    const start = reduce(undefined, { type: '@@init' }) as WithCounter;
    expect(start.counter).toBe(0);
    expect(start.session).toBeDefined();
    expect(reduce(start, { type: 'nobody/listens' })).toBe(start);
    const counted = reduce(start, counter.actions.counted(2)) as WithCounter;
    expect(counted.counter).toBe(2);
    expect(counted.session).toBe(start.session);
  });

  it('are added to a store once; a logout resets them as their own reducer says', () => {
    const { store } = harness(() => null, signedIn());
    expect((store.getState() as WithCounter).counter).toBeUndefined();
    injectFeatureSlice(store, 'counter', counter.reducer);
    store.dispatch(counter.actions.counted(3));
    injectFeatureSlice(store, 'counter', counter.reducer);
    expect((store.getState() as WithCounter).counter).toBe(3);
    store.dispatch(sessionActions.sessionEnded());
    expect((store.getState() as WithCounter).counter).toBe(0);
    expect(store.getState().session.tokens).toBeNull();
  });
});
