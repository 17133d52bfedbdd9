import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n';
import { addCatalog } from '../../lib/i18n-catalog';
import { surveyLabels } from './survey-labels';
import { SURVEYS, surveysCatalog } from './surveys.catalog';
import { question } from './surveys.fixtures';

function words() {
  const i18n = createI18n('de');
  addCatalog(i18n, SURVEYS, surveysCatalog);
  return surveyLabels({ t: i18n.getFixedT('de', SURVEYS), names: { 'user-2': 'Ben Roth' } });
}

describe('how a survey reads in its history', () => {
  it('names the fields and an assignee’s status', () => {
    const labels = words();
    expect(labels.label('due_date')).toBe('Fällig am');
    expect(labels.label('assignees.user-2.status')).toBe('Stand von Ben Roth');
    expect(labels.value('assignees.user-2.status', 'closed')).toBe('Abgeschlossen');
  });

  it('writes the questions one per line, the assignees by name, dates as DD.MM.YYYY', () => {
    const labels = words();
    const questions = [question('q1', 'rating', { question: 'Wie war es?', required: true }), question('q2', 'text', { question: 'Sonst?' })];
    expect(labels.value('questions', questions)).toBe('1. Wie war es? (Bewertung, Pflichtfrage)\n2. Sonst? (Freitext)');
    expect(labels.value('assignees', [{ user_id: 'user-2', status: 'open' }, 'user-9'])).toBe('Ben Roth (Offen), user-9');
    expect(labels.value('due_date', '2026-03-31')).toBe('31.03.2026');
    expect(labels.value('status', 'in_progress')).toBe('Läuft');
  });
});
