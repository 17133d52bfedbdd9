import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../../lib/i18n-catalog';
import { offersCatalog } from './offers.catalog';

describe('offers catalogue', () => {
  it('has every text in German and English', () => {
    expect(catalogKeys(offersCatalog.en)).toEqual(catalogKeys(offersCatalog.de));
    expect(catalogKeys(offersCatalog.de).length).toBeGreaterThan(100);
  });
});
