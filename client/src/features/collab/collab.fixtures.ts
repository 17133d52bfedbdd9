import { createElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import type { HistoryEntry, MemberView, TeamView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { signedIn } from '../../test/session-harness';
import type { FieldLabels } from './field-labels';

/** Renders a collab piece in English (or German) as the screens do. */
export function renderCollab(ui: ReactElement, language: 'de' | 'en' = 'en') {
  return render(createElement(I18nextProvider, { i18n: createI18n(language) }, ui));
}

/**
 * Renders a collab piece that dispatches (or reads the signed-in user), in a router at `path`:
 * the store holds only the session (Anna Berg, `user-1`) and records what is dispatched.
 */
export function renderCollabInStore(ui: ReactElement, { path = '/', language = 'en' }: { path?: string; language?: 'de' | 'en' } = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({ reducer: { session: () => signedIn() }, middleware: (defaults) => defaults().concat(record) });
  const i18n = createI18n(language);
  const wrap = (node: ReactElement) =>
    createElement(Provider, {
      store,
      children: createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, { initialEntries: [path] }, node)),
    });
  const view = render(wrap(ui));
  return { ...view, actions, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}

/** Field words of a small task: labels by name, priorities in words, users by name. */
export const taskLabels: FieldLabels = {
  label: (field) => ({ title: 'Title', priority: 'Priority', due: 'Due date', 'assignees.u2.status': 'Ben: status' })[field] ?? field,
  value: (field, value) =>
    field === 'priority' ? (({ low: 'Low', high: 'High' } as Record<string, string>)[String(value)] ?? String(value)) : String(value),
};

export const names = { u1: 'Anna Berg', u2: 'Ben Roth' };

export const entry = (version: number, changes: HistoryEntry['changes'], overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  version,
  type: version === 1 ? 'TaskCreated' : 'TaskChanged',
  actor_id: 'u1',
  actor_name: null,
  occurred_at: `2026-03-0${version}T09:30:00`,
  position: version * 10,
  changes,
  ...overrides,
});

/** A staff member of the account as v2/users/ lists them (the item screens' specs). */
export const memberView = (id: string, name: string, overrides: Partial<MemberView> = {}): MemberView =>
  ({
    id,
    user_id: id,
    username: id,
    email: `${id}@example.com`,
    first_name: name,
    last_name: '',
    full_name: name,
    avatar_url: null,
    locale: 'de',
    roles: ['user'],
    status: 'active',
    portal: false,
    ...overrides,
  }) as MemberView;

/** The one team of the item screens' specs. */
export const TEAMS = [{ id: 'team-1', name: 'Vertrieb', short: 'VT', members: [], created_at: '', updated_at: '', version: 1 }] as TeamView[];
