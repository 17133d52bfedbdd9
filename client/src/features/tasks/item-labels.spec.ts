import { describe, expect, it } from 'vitest';
import { PUBLISHED_LABELS, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS } from '@kollab/contracts';
import protocolsDe from '../protocols/i18n/de.json';
import protocolsEn from '../protocols/i18n/en.json';
import tasksDe from './i18n/de.json';
import tasksEn from './i18n/en.json';

// The printed PDFs (server) say statuses and priorities with contracts' words: the
// screens must say the same (issue 11 item 13: "In Bearbeitung" printed, "In Arbeit" shown).
describe('status and priority words: the screens and contracts (the PDFs) agree', () => {
  it.each([
    ['de', tasksDe, protocolsDe],
    ['en', tasksEn, protocolsEn],
  ] as const)('%s', (locale, tasks, protocols) => {
    expect(tasks.status).toEqual(TASK_STATUS_LABELS[locale]);
    expect(tasks.priority).toEqual(TASK_PRIORITY_LABELS[locale]);
    expect(tasks.published).toEqual(PUBLISHED_LABELS[locale]);
    expect(protocols.status).toEqual(PUBLISHED_LABELS[locale]);
  });
});
