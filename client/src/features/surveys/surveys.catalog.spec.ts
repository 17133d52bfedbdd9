import { describe, expect, it } from 'vitest';
import { SURVEY_ORDERS, SURVEY_QUESTION_TYPES, SURVEY_STATUSES, SURVEY_ASSIGNEE_STATUSES } from '@kollab/contracts';
import { catalogKeys } from '../../lib/i18n-catalog';
import { surveysCatalog } from './surveys.catalog';

describe('surveys catalogue', () => {
  it('has every text in German and English', () => {
    expect(catalogKeys(surveysCatalog.en)).toEqual(catalogKeys(surveysCatalog.de));
    expect(catalogKeys(surveysCatalog.de).length).toBeGreaterThan(150);
  });

  it('names every question type, status, assignee status and order', () => {
    const keys = new Set(catalogKeys(surveysCatalog.de));
    const wanted = [
      ...SURVEY_QUESTION_TYPES.map((type) => `types.${type}`),
      ...SURVEY_STATUSES.map((status) => `status.${status}`),
      ...SURVEY_ASSIGNEE_STATUSES.map((status) => `assigneeStatus.${status}`),
      ...SURVEY_ORDERS.map((order) => `orders.${order.replace('-', 'desc_')}`),
    ];
    expect(wanted.filter((key) => !keys.has(key))).toEqual([]);
    expect(surveysCatalog.de.types).toEqual({
      boolean: 'Ja/Nein',
      date: 'Datum',
      time: 'Uhrzeit',
      number: 'Zahl',
      rating: 'Bewertung',
      scale: 'Skala',
      single_choice: 'Einfachauswahl',
      multiple_choice: 'Mehrfachauswahl',
      text: 'Freitext',
    });
  });
});
