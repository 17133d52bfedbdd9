import type { FormElement } from '@kollab/contracts';
import { DeciderSpecification } from '../../../core/testing/decider-specification';
import { decideContactForm, type ChangeContactForm } from './contact-form.decide';
import type { ContactFormEvent } from './contact-form.events';
import { evolveContactForm, initialContactFormState } from './contact-form.state';

const stored = (element: Partial<FormElement> & Pick<FormElement, 'key' | 'type'>): FormElement => ({
  label: 'Feld',
  helpblock: null,
  placeholder: null,
  required: false,
  ...element,
});
const changed = (elements: FormElement[]): ContactFormEvent => ({ type: 'ContactFormChanged', data: { elements } });
const change = (elements: unknown): ChangeContactForm => ({ type: 'ChangeContactForm', data: { elements } });
const spec = DeciderSpecification.for({ decide: decideContactForm, evolve: evolveContactForm, initialState: initialContactFormState });
const noForm = spec.given();

describe('ChangeContactForm', () => {
  it('stores the schema with trimmed texts, blanks as null, options only on choice types and max only on ratings', () => {
    const elements = [
      {
        key: 'branche',
        type: 'dropdown',
        label: ' Branche ',
        helpblock: '',
        placeholder: 'Bitte wählen',
        required: true,
        options: [' Maschinenbau', 'Handel'],
      },
      { key: 'bewertung', type: 'rating', label: 'Bewertung', max: 5 },
      { key: 'trenner', type: 'divider' },
      { key: 'notiz', type: 'long-text', label: 'Notiz' },
    ];
    noForm.when(change(elements)).then([
      changed([
        stored({
          key: 'branche',
          type: 'dropdown',
          label: 'Branche',
          placeholder: 'Bitte wählen',
          required: true,
          options: ['Maschinenbau', 'Handel'],
        }),
        stored({ key: 'bewertung', type: 'rating', label: 'Bewertung', max: 5 }),
        stored({ key: 'trenner', type: 'divider', label: '' }),
        stored({ key: 'notiz', type: 'long-text', label: 'Notiz' }),
      ]),
    ]);
  });

  it('takes every one of the 13 element types', () => {
    const types = [
      'checkbox',
      'date',
      'date-time',
      'divider',
      'dropdown',
      'long-text',
      'short-text',
      'multiple',
      'number',
      'radio',
      'rating',
      'time',
      'user',
    ];
    const elements = types.map((type, i) => ({
      key: `f${i}`,
      type,
      label: type,
      ...(['dropdown', 'radio', 'multiple'].includes(type) ? { options: ['A'] } : {}),
      ...(type === 'rating' ? { max: 10 } : {}),
    }));
    noForm.when(change(elements)).then((events) => expect(events).toHaveLength(1));
  });

  it('records nothing when the schema is unchanged, and empties it on request', () => {
    const form = spec.given(changed([stored({ key: 'a', type: 'number' })]));
    form.when(change([{ key: 'a', type: 'number', label: 'Feld', required: false }])).thenNothing();
    form.when(change([])).then([changed([])]);
  });

  it.each([
    ['an unknown type', [{ key: 'a', type: 'slider', label: 'A' }], 'elements.0.type', 'validation.one_of'],
    ['a missing key', [{ type: 'number', label: 'A' }], 'elements.0.key', 'validation.required'],
    [
      'a key that is not lower-case letters, digits and _',
      [{ key: 'Umsatz €', type: 'number', label: 'A' }],
      'elements.0.key',
      'contacts.form_key_invalid',
    ],
    [
      'a key used twice',
      [
        { key: 'a', type: 'number', label: 'A' },
        { key: 'a', type: 'date', label: 'B' },
      ],
      'elements.1.key',
      'contacts.form_key_duplicate',
    ],
    ['a missing label', [{ key: 'a', type: 'number', label: ' ' }], 'elements.0.label', 'validation.required'],
    ['a label over 255 characters', [{ key: 'a', type: 'number', label: 'x'.repeat(256) }], 'elements.0.label', 'validation.max_length'],
    [
      'a helpblock over 1000 characters',
      [{ key: 'a', type: 'number', label: 'A', helpblock: 'x'.repeat(1001) }],
      'elements.0.helpblock',
      'validation.max_length',
    ],
    ['a choice type without options', [{ key: 'a', type: 'dropdown', label: 'A' }], 'elements.0.options', 'contacts.form_options_required'],
    [
      'a choice type with no options',
      [{ key: 'a', type: 'multiple', label: 'A', options: [] }],
      'elements.0.options',
      'contacts.form_options_required',
    ],
    ['a blank option', [{ key: 'a', type: 'radio', label: 'A', options: ['A', ' '] }], 'elements.0.options.1', 'validation.required'],
    [
      'an option listed twice',
      [{ key: 'a', type: 'radio', label: 'A', options: ['A', 'A '] }],
      'elements.0.options.1',
      'contacts.form_option_duplicate',
    ],
    [
      'options on a type without choices',
      [{ key: 'a', type: 'short-text', label: 'A', options: ['A'] }],
      'elements.0.options',
      'validation.unknown_field',
    ],
    ['a rating without max', [{ key: 'a', type: 'rating', label: 'A' }], 'elements.0.max', 'validation.required'],
    ['a rating max of 11', [{ key: 'a', type: 'rating', label: 'A', max: 11 }], 'elements.0.max', 'validation.max'],
    ['a rating max of 1', [{ key: 'a', type: 'rating', label: 'A', max: 1 }], 'elements.0.max', 'validation.min'],
    ['max on another type', [{ key: 'a', type: 'number', label: 'A', max: 3 }], 'elements.0.max', 'validation.unknown_field'],
    ['a required divider', [{ key: 'a', type: 'divider', required: true }], 'elements.0.required', 'contacts.form_divider_has_no_value'],
    ['required that is not a flag', [{ key: 'a', type: 'number', label: 'A', required: 'yes' }], 'elements.0.required', 'validation.boolean'],
    ['an unknown property', [{ key: 'a', type: 'number', label: 'A', min: 0 }], 'elements.0.min', 'validation.unknown_field'],
    ['more than 200 elements', Array.from({ length: 201 }, (_, i) => ({ key: `k${i}`, type: 'number', label: 'A' })), 'elements', 'validation.max'],
  ])('refuses %s', (_, elements, field, key) => {
    noForm.when(change(elements)).thenRefusesFields({ [field]: key });
  });
});
