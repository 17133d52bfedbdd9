import { describe, expect, it } from 'vitest';
import { linkedItemText } from './LinkedItems';

describe('linked tasks and protocols of a contact', () => {
  it('read as number and title (the title alone before the item has a number)', () => {
    expect(linkedItemText({ id: 't1', number: 'AUF-12', title: 'Pumpe tauschen' })).toBe('AUF-12 · Pumpe tauschen');
    expect(linkedItemText({ id: 't2', number: null, title: 'Entwurf' })).toBe('Entwurf');
    expect(linkedItemText({ id: 't3' })).toBe('t3');
  });
});
