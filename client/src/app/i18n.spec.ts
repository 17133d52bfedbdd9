import { describe, expect, it } from 'vitest';
import { resources } from './i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, item]) => keys(item, prefix ? `${prefix}.${key}` : key));
}

describe('catalogues', () => {
  it('German and English have the same keys in every namespace', () => {
    expect(keys(resources.en).sort()).toEqual(keys(resources.de).sort());
  });
});
