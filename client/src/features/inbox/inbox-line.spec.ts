import { describe, expect, it } from 'vitest';
import type { NotificationView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { addCatalog } from '../../lib/i18n-catalog';
import { badgeLabel } from './inbox-badge';
import { actorName, itemText, lineText } from './inbox-line';
import { INBOX_NS, inboxCatalog } from './inbox.catalog';
import { notificationView } from './inbox.fixtures';
import { itemPath, rowsAppended, rowsRefreshed } from './inbox-rows';

function inboxT(language: 'de' | 'en' = 'de') {
  const i18n = createI18n(language);
  addCatalog(i18n, INBOX_NS, inboxCatalog);
  return i18n.getFixedT(language, INBOX_NS);
}

const NAMES = { 'user-2': 'Bernd Kurz' };

describe('badgeLabel', () => {
  it('shows nothing at 0, the count up to 99, then 99+', () => {
    expect(badgeLabel(0)).toBe('');
    expect(badgeLabel(5)).toBe('5');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(Number.NaN)).toBe('');
  });
});

describe('a line in words', () => {
  const t = inboxT();
  const words = (view: NotificationView) => lineText(view, actorName(view, NAMES, t), t);

  it('names the actor, or "Jemand" when the lookup does not know them or nobody did it', () => {
    expect(actorName(notificationView('n'), NAMES, t)).toBe('Bernd Kurz');
    expect(actorName(notificationView('n', { actor_id: 'user-9' }), NAMES, t)).toBe('Jemand');
    expect(actorName(notificationView('n', { actor_id: null }), NAMES, t)).toBe('Jemand');
  });

  it('says what happened for each kind', () => {
    expect(words(notificationView('n'))).toBe('Bernd Kurz hat Sie zugewiesen');
    expect(words(notificationView('n', { kind: 'unassigned' }))).toBe('Bernd Kurz hat Sie entfernt');
    expect(words(notificationView('n', { kind: 'commented' }))).toBe('Bernd Kurz hat kommentiert');
  });

  it('says when a task is due tomorrow', () => {
    expect(words(notificationView('n', { kind: 'due_tomorrow', kinds: ['due_tomorrow'], actor_id: null }))).toBe('Die Aufgabe ist morgen fällig');
  });

  it('names the saved filter an item entered or left', () => {
    const subscription = { id: 'sub-1', name: 'Reklamationen Müller, offen' };
    const matched = notificationView('n', { kind: 'filter_matched', kinds: ['filter_matched'], actor_id: null, subscription });
    expect(words(matched)).toBe('Passt jetzt zum Filter „Reklamationen Müller, offen“');
    expect(words({ ...matched, kind: 'filter_unmatched', kinds: ['filter_unmatched'] })).toBe(
      'Passt nicht mehr zum Filter „Reklamationen Müller, offen“',
    );
    expect(words({ ...matched, count: 3 })).toBe('Passt jetzt zum Filter „Reklamationen Müller, offen“ und 2 weitere Änderungen');
    expect(words({ ...matched, subscription: null })).toBe('Passt jetzt zu einem Ihrer gespeicherten Filter');
    // The change that made it match, grouped with it: both said.
    const grouped = { ...matched, kind: 'changed' as const, kinds: ['changed' as const, 'filter_matched' as const], fields: ['status'], count: 2 };
    expect(words(grouped)).toMatch(/Status geändert und 1 weitere Änderung · Passt jetzt zum Filter „Reklamationen Müller, offen“$/);
  });

  it('names the fields a change touched (a field without a text keeps its name)', () => {
    expect(words(notificationView('n', { kind: 'changed', fields: ['status', 'due_date'] }))).toBe('Bernd Kurz hat Status, Fälligkeit geändert');
    expect(words(notificationView('n', { kind: 'changed', fields: ['title', 'budget'] }))).toBe('Bernd Kurz hat Titel, budget geändert');
    expect(words(notificationView('n', { kind: 'changed', fields: [] }))).toBe('Bernd Kurz hat etwas geändert');
  });

  it('counts the others of a group', () => {
    expect(words(notificationView('n', { kind: 'commented', count: 2 }))).toBe('Bernd Kurz hat kommentiert und 1 weitere Änderung');
    expect(words(notificationView('n', { kind: 'commented', count: 3 }))).toBe('Bernd Kurz hat kommentiert und 2 weitere Änderungen');
  });

  it('has a generic text for kinds of later servers', () => {
    expect(words(notificationView('n', { kind: 'escalated' as NotificationView['kind'] }))).toBe('Neue Benachrichtigung');
    expect(words(notificationView('n', { kind: 'overdue', actor_id: null }))).toBe('Die Aufgabe ist überfällig');
  });

  it('speaks English', () => {
    const en = inboxT('en');
    const view = notificationView('n', { kind: 'changed', fields: ['status', 'due_date'], count: 2 });
    expect(lineText(view, actorName(view, NAMES, en), en)).toBe('Bernd Kurz changed status, due date and 1 more change');
    const system = (overrides: Partial<NotificationView>) => {
      const shown = notificationView('n', { actor_id: null, ...overrides });
      return lineText(shown, actorName(shown, NAMES, en), en);
    };
    const subscription = { id: 'sub-1', name: 'Open claims' };
    expect(system({ kind: 'due_tomorrow' })).toBe('The task is due tomorrow');
    expect(system({ kind: 'filter_matched', subscription })).toBe('Now matches the filter “Open claims”');
    expect(system({ kind: 'filter_unmatched', subscription })).toBe('No longer matches the filter “Open claims”');
    expect(system({ kind: 'filter_unmatched', subscription: null })).toBe('No longer matches one of your saved filters');
  });

  it('names the item with its number', () => {
    expect(itemText({ kind: 'task', id: 't1', title: 'Angebot prüfen', number: 'AUF-12' })).toBe('AUF-12 Angebot prüfen');
    expect(itemText({ kind: 'task', id: 't1', title: 'Angebot prüfen', number: null })).toBe('Angebot prüfen');
  });
});

describe('the rows of the list', () => {
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => notificationView(id));

  it('appends a further page without the rows held already (new notifications shift the pages)', () => {
    expect(rowsAppended([a, b], [b, c]).map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts a first page read again before the other rows held', () => {
    const regrouped = { ...c, count: 2 };
    expect(rowsRefreshed([a, b, c], [d, regrouped]).map((row) => [row.id, row.count])).toEqual([
      ['d', 1],
      ['c', 2],
      ['a', 1],
      ['b', 1],
    ]);
  });

  it('leads to the item', () => {
    expect(itemPath({ kind: 'task', id: 't 1', title: '', number: null })).toBe('/tasks/t%201');
    expect(itemPath({ kind: 'survey', id: 's1', title: '', number: null })).toBe('/surveys/s1/answer');
    expect(itemPath({ kind: 'offer', id: 'o1', title: '', number: null })).toBe('/offers/o1');
    expect(itemPath({ kind: 'export', id: 'e1', title: '', number: null })).toBe('/reports?export=e1');
    expect(itemPath({ kind: 'claim' as 'task', id: 'c1', title: '', number: null })).toBeNull();
  });
});
