import type { Action, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, flush, put, take, takeEvery, takeLatest } from 'redux-saga/effects';

/** One watcher of a feature: the actions it takes, its worker, and whether only the latest run counts. */
export interface Flow {
  pattern: string | ((action: Action) => boolean);
  // the workers are typed with their own actions; the table only routes
  worker: (action: never) => Generator;
  latest?: boolean;
}

/** What a lazy feature loads on first use: its reducers (by store key) and its flows. */
export interface FeatureModule {
  reducers: Record<string, Reducer>;
  flows: readonly Flow[];
}

/**
 * A feature whose reducers and flows load on first use, so the screens that load lazily
 * (the manager area) keep their slices and sagas out of the login page's JavaScript as well
 * (app/login-bundle.spec.ts). Until the first action of the feature (`<prefix>…`) its
 * store keys hold their initial state and its actions wait; then the module is imported,
 * its watchers start, and the actions that waited are dispatched again, so the reducers
 * and the flows see each one once. (One store per page: the module, once loaded, serves
 * every store of the process from the start.)
 */
export function lazyFeature(prefixes: readonly string[], load: () => Promise<FeatureModule>) {
  let module: FeatureModule | null = null;
  const ours = (action: Action) => prefixes.some((prefix) => action.type.startsWith(prefix));

  function* watch(flows: readonly Flow[]): Generator {
    for (const flow of flows) {
      const worker = flow.worker as (action: UnknownAction) => Generator;
      yield flow.latest ? takeLatest(flow.pattern, worker) : takeEvery(flow.pattern, worker);
    }
  }

  function* saga(): Generator {
    if (module) {
      yield* watch(module.flows);
      return;
    }
    const early = (yield actionChannel(ours, buffers.expanding())) as Channel<UnknownAction>;
    const first = (yield take(early)) as UnknownAction;
    module = (yield call(load)) as FeatureModule;
    const waited = [first, ...((yield flush(early)) as UnknownAction[])];
    early.close();
    yield* watch(module.flows);
    // they met the placeholder reducers: now the real ones and the flows see them
    for (const action of waited) yield put(action);
  }

  /** The store's reducer for `key`: the initial state until the module is there, then the module's reducer. */
  function reducer<S>(key: string, initialState: S): Reducer<S> {
    return (state: S | undefined = initialState, action: UnknownAction): S => (module ? (module.reducers[key] as Reducer<S>)(state, action) : state);
  }

  return { saga, reducer };
}
