import { createElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { HistoryEntry } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import type { FieldLabels } from './field-labels';

/** Renders a collab piece in English (or German) as the screens do. */
export function renderCollab(ui: ReactElement, language: 'de' | 'en' = 'en') {
  return render(createElement(I18nextProvider, { i18n: createI18n(language) }, ui));
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
