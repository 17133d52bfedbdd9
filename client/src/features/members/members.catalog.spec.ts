import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../../lib/i18n-catalog';
import { membersCatalog } from './members.catalog';

describe('members catalogue', () => {
  it('has every text in German and English', () => {
    expect(catalogKeys(membersCatalog.en)).toEqual(catalogKeys(membersCatalog.de));
    expect(catalogKeys(membersCatalog.de).length).toBeGreaterThan(20);
  });
});
