import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../../lib/i18n-catalog';
import { adminCatalog } from './admin.catalog';

describe('admin catalogue', () => {
  it('has every text in German and English', () => {
    expect(catalogKeys(adminCatalog.en)).toEqual(catalogKeys(adminCatalog.de));
    expect(catalogKeys(adminCatalog.de).length).toBeGreaterThan(20);
  });
});
