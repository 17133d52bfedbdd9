import { useState } from 'react';
import { useStore } from 'react-redux';
import type { Saga } from 'redux-saga';
import type { AppStore } from './store';

const running = new WeakMap<object, Set<Saga>>();

/** Runs `saga` on `store` unless it already runs there (a saga is started once per store). */
export function startFeatureSaga(store: Pick<AppStore, 'runSaga'>, saga: Saga): void {
  const sagas = running.get(store) ?? new Set<Saga>();
  running.set(store, sagas);
  if (sagas.has(saga)) return;
  sagas.add(saga);
  store.runSaga(saga);
}

/**
 * A feature whose flows only its own screens start runs its saga with its first screen,
 * so the saga (and its API calls) stay out of the login page's JavaScript
 * (login-bundle.spec.ts). Called while the route renders, before the screen's effects
 * dispatch their first actions. Its slice stays in the store from the start, so pushes
 * reach it (and are ignored while it shows nothing).
 */
export function useFeatureSaga(saga: Saga): void {
  const store = useStore() as unknown as AppStore;
  useState(() => startFeatureSaga(store, saga));
}
