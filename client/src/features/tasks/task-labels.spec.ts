import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n';
import { addCatalog } from '../../lib/i18n-catalog';
import { taskLabels } from './task-labels';
import { TASKS, tasksCatalog } from './tasks.catalog';

function words(language: 'de' | 'en') {
  const i18n = createI18n(language);
  addCatalog(i18n, TASKS, tasksCatalog);
  const t = i18n.getFixedT(language, TASKS);
  return taskLabels((key, options) => t(key, options), {
    users: { 'user-1': 'Anna Berg', 'user-2': 'Bert Krause' },
    types: { 'type-auf': 'Auftrag' },
    teams: { 'team-1': 'Technik' },
    contacts: { c1: 'Müller GmbH' },
    claims: { k1: 'Lieferschaden' },
  });
}

describe('task fields in words (history, diff, conflict)', () => {
  it('names users, types, teams, contacts and claims instead of ids', () => {
    const de = words('de');
    expect(de.value('type', 'type-auf')).toBe('Auftrag');
    expect(de.value('team', 'team-1')).toBe('Technik');
    expect(de.value('viewers', ['user-1', 'user-2'])).toBe('Anna Berg, Bert Krause');
    expect(de.value('claims', ['k1'])).toBe('Lieferschaden');
    expect(de.label('assignees.user-2.status')).toBe('Status von Bert Krause');
    expect(de.label('contacts.c1.public')).toBe('Kontakt Müller GmbH im Portal');
  });

  it('says statuses, priorities and estimations in the UI language, dates as DD.MM.YYYY', () => {
    expect(words('de').value('status', 'in_progress')).toBe('In Arbeit');
    expect(words('en').value('status', 'in_progress')).toBe('In progress');
    expect(words('de').value('assignees.user-1.status', 'closed')).toBe('Erledigt');
    expect(words('de').value('priority', 'urgent')).toBe('Dringend');
    expect(words('de').value('due_date', '2026-03-31')).toBe('31.03.2026');
    expect(words('en').value('estimation', { value: 2, unit: 'days' })).toBe('2 days');
    expect(words('de').label('due_date')).toBe('Fällig');
  });

  it('shows a description as its text, not its markup, with its entities decoded', () => {
    expect(words('de').value('description', '<p>Pumpe <b>tauschen</b></p>')).toBe('Pumpe tauschen');
    expect(words('de').value('description', '<p>Müller &amp; Co: 1 &lt; 2</p>')).toBe('Müller & Co: 1 < 2');
  });

  it('gives a long description whole (the history and the conflict cut it where it changed)', () => {
    expect(words('de').value('description', `<p>${'Pumpe tauschen. '.repeat(10)}Fertig.</p>`)).toMatch(/Fertig\.$/);
  });

  it('names who created and who published the task; its lifecycle is not shown in the history', () => {
    const de = words('de');
    expect(de.label('created_by')).toBe('Angelegt von');
    expect(de.value('created_by', 'user-1')).toBe('Anna Berg');
    expect(words('en').label('published_by')).toBe('Published by');
    expect(de.value('published_by', 'user-2')).toBe('Bert Krause');
    expect(de.shows?.('lifecycle')).toBe(false);
    expect(de.shows?.('title')).toBe(true);
    expect(de.shows?.('assignees.user-1.status')).toBe(true);
  });

  it('tells a series in words: its rule and its number (history entries of TaskRepeatSet, TaskRepeatEnded)', () => {
    const de = words('de');
    const rule = { frequency: 'weekly', interval: 2, weekdays: [5, 1], count: 6 };
    expect(de.label('repeat')).toBe('Wiederholung');
    expect(de.value('repeat', { rule, first: '2026-03-02', series_id: 's1', index: 2 })).toBe(
      'Wiederholt sich alle 2 Wochen am Mo, Fr 6 Mal · Nr. 2',
    );
    expect(de.value('repeat', { frequency: 'monthly', interval: 1, until: '2026-12-31' })).toBe('Wiederholt sich monatlich bis 31.12.2026');
    expect(de.value('repeat', null)).toBe('');
  });

  it('tells a due-tomorrow reminder (history entry of TaskDueTomorrow) like a field: its words and the due date', () => {
    expect(words('de').label('reminded_due_date')).toBe('Erinnerung: morgen fällig');
    expect(words('en').label('reminded_due_date')).toBe('Reminder: due tomorrow');
    expect(words('de').value('reminded_due_date', '2026-03-10')).toBe('10.03.2026');
  });
});
