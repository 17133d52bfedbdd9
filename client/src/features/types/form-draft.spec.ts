import { describe, expect, it } from 'vitest';
import type { FormElement } from '@kollab/contracts';
import { draftErrors, draftOf, keyFromLabel, moved, newElement, sameElements, toInput, withChange } from './form-draft';

const saved: FormElement[] = [
  {
    key: 'branche',
    type: 'dropdown',
    label: 'Branche',
    helpblock: null,
    placeholder: 'Bitte wählen',
    required: true,
    options: ['Handel', 'Industrie'],
  },
  { key: 'zufriedenheit', type: 'rating', label: 'Zufriedenheit', helpblock: 'Von 1 bis 5', placeholder: null, required: false, max: 5 },
];

describe('form builder draft', () => {
  it('makes keys from labels: lower case, umlauts spelled out, a letter first, unique', () => {
    expect(keyFromLabel('Größe in m²', new Set(), 'number')).toBe('groesse_in_m');
    expect(keyFromLabel('2. Ansprechpartner', new Set(), 'short_text')).toBe('f_2_ansprechpartner');
    expect(keyFromLabel('', new Set(['short_text']), 'short_text')).toBe('short_text_2');
  });

  it("a new element's key follows its label until the key is typed; a saved one keeps its key", () => {
    let draft = [newElement('short-text', [])];
    draft = withChange(draft, draft[0].uid, { label: 'Branche' });
    expect(draft[0].key).toBe('branche');
    draft = withChange(draft, draft[0].uid, { key: 'sektor' });
    draft = withChange(draft, draft[0].uid, { label: 'Branche neu' });
    expect(draft[0].key).toBe('sektor');
    const kept = draftOf(saved);
    expect(withChange(kept, kept[0].uid, { label: 'Sektor' })[0].key).toBe('branche');
  });

  it('sends only the properties each type has', () => {
    const draft = [newElement('short-text', []), newElement('radio', []), newElement('rating', []), newElement('divider', [])];
    const input = toInput(draft.map((item) => ({ ...item, label: 'X', required: true })));
    expect(input[0]).not.toHaveProperty('options');
    expect(input[0]).not.toHaveProperty('max');
    expect(input[1].options).toEqual(['']);
    expect(input[2].max).toBe(5);
    expect(input[3]).toMatchObject({ required: false, placeholder: null });
  });

  it('a saved schema read back is not a change; an edit is', () => {
    const draft = draftOf(saved);
    expect(sameElements(toInput(draft), saved)).toBe(true);
    expect(sameElements(toInput(moved(draft, 0, 1)), saved)).toBe(false);
    expect(sameElements(toInput(withChange(draft, draft[1].uid, { label: ' Zufriedenheit ' })), saved)).toBe(true);
  });

  it("checks the draft with the contracts' rules, as text per element property", () => {
    const draft = [
      { ...newElement('dropdown', []), label: '' },
      { ...newElement('rating', []), label: 'Note', max: 11 },
    ];
    expect(draftErrors(toInput(draft), 'en')).toEqual({
      'elements.0.label': 'This field is required.',
      'elements.0.options.0': 'This field is required.',
      'elements.1.max': 'At most 10.',
    });
  });

  it('moves elements up and down within bounds', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
