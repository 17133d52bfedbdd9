import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@kollab/contracts';
import { catalogKeys } from '../../lib/i18n-catalog';
import { inboxCatalog } from './inbox.catalog';

describe('inbox catalogue', () => {
  it('has every text in German and English', () => {
    expect(catalogKeys(inboxCatalog.en)).toEqual(catalogKeys(inboxCatalog.de));
  });

  it('words every kind of the contracts, and has a text for those the server adds later', () => {
    const extra = ['changedSome', 'filter_matchedUnnamed', 'filter_unmatchedUnnamed', 'other'];
    expect(Object.keys(inboxCatalog.de.actions).sort()).toEqual([...NOTIFICATION_KINDS, ...extra].sort());
  });
});
