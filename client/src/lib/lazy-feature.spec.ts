import { describe, expect, it } from 'vitest';
import { combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { put } from 'redux-saga/effects';
import { lazyFeature } from './lazy-feature';
import { settle } from '../test/settle';

const counter = createSlice({
  name: 'counter',
  initialState: { requested: 0, done: 0 },
  reducers: {
    requested(state, _action: PayloadAction<number>) {
      state.requested += 1;
    },
    done(state) {
      state.done += 1;
    },
  },
});

function setup() {
  let loads = 0;
  const feature = lazyFeature(['counter/'], async () => {
    loads += 1;
    return {
      reducers: { counter: counter.reducer },
      flows: [
        {
          pattern: counter.actions.requested.type,
          worker: function* () {
            yield put(counter.actions.done());
          },
        },
      ],
    };
  });
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ counter: feature.reducer('counter', { requested: 0, done: 0 }) }),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  sagas.run(feature.saga);
  return { store, loads: () => loads, feature };
}

describe('lazyFeature', () => {
  it('holds the initial state until the first action, then reduces and handles every waiting action once', async () => {
    const { store, loads } = setup();
    expect(store.getState().counter).toEqual({ requested: 0, done: 0 });
    expect(loads()).toBe(0);
    store.dispatch(counter.actions.requested(1));
    store.dispatch(counter.actions.requested(2));
    expect(store.getState().counter).toEqual({ requested: 0, done: 0 });
    await settle(() => store.getState().counter.done === 2);
    expect(store.getState().counter).toEqual({ requested: 2, done: 2 });
    store.dispatch(counter.actions.requested(3));
    expect(store.getState().counter).toEqual({ requested: 3, done: 3 });
    expect(loads()).toBe(1);
  });

  it('other actions do not load it', async () => {
    const { store, loads } = setup();
    store.dispatch({ type: 'other/thing' });
    await settle();
    expect(loads()).toBe(0);
  });
});
