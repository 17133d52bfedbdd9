import { useState } from 'react';
import { useStore } from 'react-redux';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './root-reducer';
import type { AppStore } from './store';

type Slices = Record<string, Reducer>;
type State = Record<string, unknown>;

const injected = new WeakMap<object, Slices>();

/**
 * `base` with more slices beside its own. `base` sees its state without them (combineReducers
 * would warn of unknown keys), and the state keeps its identity when no slice changed. A
 * slice resets itself on logout (base resets only its own).
 */
export function withSlices(base: Reducer<RootState>, slices: Slices): Reducer<RootState> {
  const keys = Object.keys(slices);
  let seen: State | undefined;
  let seenOwn: RootState | undefined;
  return (state: RootState | undefined, action: UnknownAction): RootState => {
    const given = state as State | undefined;
    if (given !== seen) {
      seen = given;
      seenOwn = given ? (Object.fromEntries(Object.entries(given).filter(([key]) => !keys.includes(key))) as RootState) : undefined;
    }
    const own = seenOwn;
    const next = base(own, action);
    const added = Object.fromEntries(keys.map((key) => [key, slices[key](given?.[key], action)]));
    if (given && own && next === own && keys.every((key) => added[key] === given[key])) return state!;
    return { ...next, ...added };
  };
}

/**
 * Adds `reducer` under `key` to `store` unless it is there already (once per store), beside the store's own root
 * reducer. Taken from the store, not imported: a lazy page (reports) reaching root-reducer.ts made the build split the
 * login page's chunks anew, 0.6 to 1 kB more of it (login-bundle.spec.ts).
 */
export function injectFeatureSlice(store: Pick<AppStore, 'replaceReducer' | 'rootReducer'>, key: string, reducer: Reducer): void {
  const slices = injected.get(store) ?? {};
  if (slices[key]) return;
  const next = { ...slices, [key]: reducer };
  injected.set(store, next);
  store.replaceReducer(withSlices(store.rootReducer, next));
}

/**
 * A feature whose state only its own screens read (exports, reports) adds its slice with its first
 * screen, so neither the slice nor a placeholder of it is in the login page's JavaScript
 * (login-bundle.spec.ts); its selectors read the initial state until then. Called while the
 * route renders, as useFeatureSaga.
 */
export function useFeatureSlice(key: string, reducer: Reducer): void {
  const store = useStore() as unknown as AppStore;
  useState(() => injectFeatureSlice(store, key, reducer));
}
