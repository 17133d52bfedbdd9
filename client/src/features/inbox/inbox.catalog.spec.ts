import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../../lib/i18n-catalog';
import { inboxCatalog } from './inbox.catalog';

describe('inbox catalogue', () => {
  it('has every text in German and English', () => {
    expect(catalogKeys(inboxCatalog.en)).toEqual(catalogKeys(inboxCatalog.de));
  });

  it('words the kinds known here, and has a text for those the server adds later', () => {
    const worded = [
      'assigned',
      'unassigned',
      'changed',
      'commented',
      'overdue',
      'survey_assigned',
      'survey_reminder',
      'offer_overdue',
      'export_ready',
    ];
    expect(Object.keys(inboxCatalog.de.actions).sort()).toEqual([...worded, 'changedSome', 'other'].sort());
  });
});
