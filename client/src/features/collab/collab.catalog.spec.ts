import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../../lib/i18n-catalog';
import { collabCatalog } from './collab.catalog';

describe('collab catalogue', () => {
  it('has every text in German and English', () => {
    expect(catalogKeys(collabCatalog.en)).toEqual(catalogKeys(collabCatalog.de));
    expect(catalogKeys(collabCatalog.de).length).toBeGreaterThan(20);
  });
});
