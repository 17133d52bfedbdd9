import {
  checkFormSchema,
  CHOICE_ELEMENT_TYPES,
  type FormElement,
  type FormElementType,
  type FormErrors,
} from '@kollab/contracts/contacts/contact-form.schema';
import type { Locale } from '@kollab/contracts/errors/error-codes';
import { ruleText } from '../../lib/validation';

/**
 * One element of the form builder's draft: the element's properties as the inputs hold
 * them, a stable `uid` for React, and whether its key is fixed (saved elements keep the
 * key their contacts' values are stored under).
 */
export interface DraftElement {
  uid: string;
  saved: boolean;
  /** The key was typed by hand: it no longer follows the label. */
  keyTouched: boolean;
  key: string;
  type: FormElementType;
  label: string;
  helpblock: string;
  placeholder: string;
  required: boolean;
  options: string[];
  max: number;
}

let serial = 0;
const nextUid = () => `element-${(serial += 1)}`;

export const isChoice = (type: FormElementType) => CHOICE_ELEMENT_TYPES.includes(type);
/** Types with a text-like input that can show a placeholder. */
export const takesPlaceholder = (type: FormElementType) => ['short-text', 'long-text', 'number', 'dropdown', 'user'].includes(type);

/** The draft of a saved schema. */
export function draftOf(elements: readonly FormElement[]): DraftElement[] {
  return elements.map((element) => ({
    uid: nextUid(),
    saved: true,
    keyTouched: true,
    key: element.key,
    type: element.type,
    label: element.label,
    helpblock: element.helpblock ?? '',
    placeholder: element.placeholder ?? '',
    required: element.required,
    options: element.options ?? [],
    max: element.max ?? 5,
  }));
}

/**
 * A key from a label: lower case, umlauts spelled out, anything else an underscore, a
 * letter first, at most 64 characters, unique among `taken` (FORM_KEY_PATTERN).
 */
export function keyFromLabel(label: string, taken: ReadonlySet<string>, fallback: string): string {
  const slug = label
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  let base = slug || fallback;
  if (!/^[a-z]/.test(base)) base = `f_${base}`;
  base = base.slice(0, 58);
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}_${n}`;
  return key;
}

const fallbackKey = (type: FormElementType) => type.replace(/-/g, '_');
const takenKeys = (draft: readonly DraftElement[], except?: string) => new Set(draft.filter((item) => item.uid !== except).map((item) => item.key));

export function newElement(type: FormElementType, draft: readonly DraftElement[]): DraftElement {
  return {
    uid: nextUid(),
    saved: false,
    keyTouched: false,
    key: keyFromLabel('', takenKeys(draft), fallbackKey(type)),
    type,
    label: '',
    helpblock: '',
    placeholder: '',
    required: false,
    options: isChoice(type) ? [''] : [],
    max: 5,
  };
}

/** The draft with one element changed; a new element's key follows its label until typed by hand. */
export function withChange(draft: readonly DraftElement[], uid: string, change: Partial<DraftElement>): DraftElement[] {
  return draft.map((item) => {
    if (item.uid !== uid) return item;
    const next = { ...item, ...change };
    if ('key' in change) next.keyTouched = true;
    else if ('label' in change && !item.saved && !item.keyTouched) next.key = keyFromLabel(next.label, takenKeys(draft, uid), fallbackKey(item.type));
    return next;
  });
}

/** The draft with the element at `index` moved by `delta` (−1 up, +1 down). */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** What PUT v1/account_manager/contact_form takes: only the properties each type has. */
export function toInput(draft: readonly DraftElement[]): Partial<FormElement>[] {
  return draft.map((item) => {
    const element: Partial<FormElement> = {
      key: item.key,
      type: item.type,
      label: item.label,
      helpblock: item.helpblock.trim() === '' ? null : item.helpblock,
      placeholder: takesPlaceholder(item.type) && item.placeholder.trim() !== '' ? item.placeholder : null,
      required: item.type === 'divider' ? false : item.required,
    };
    if (isChoice(item.type)) element.options = item.options;
    // an emptied field stays NaN, so the check says so instead of a silent default
    if (item.type === 'rating') element.max = item.max;
    return element;
  });
}

const comparable = (element: Partial<FormElement>) =>
  JSON.stringify([
    element.key,
    element.type,
    element.label ?? '',
    element.helpblock ?? null,
    element.placeholder ?? null,
    element.required ?? false,
    element.options ?? null,
    element.max ?? null,
  ]);

/** Whether the draft, once stored as the server stores it (trimmed, blanks null), is `saved`. */
export function sameElements(input: readonly Partial<FormElement>[], saved: readonly FormElement[]): boolean {
  const stored = checkFormSchema(input).elements;
  return stored.length === saved.length && stored.every((element, index) => comparable(element) === comparable(saved[index]));
}

/** The contracts' check of the draft, each field's first message as text (`elements.<i>.<property>`). */
export function draftErrors(input: readonly Partial<FormElement>[], locale: Locale): Record<string, string> {
  return textsOf(checkFormSchema(input).errors, locale);
}

export function textsOf(errors: FormErrors, locale: Locale): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [field, found] of Object.entries(errors)) {
    const [first] = found;
    if (!first) continue;
    const params = first.params
      ? `?${new URLSearchParams(Object.entries(first.params).map(([name, value]) => [name, String(value)])).toString()}`
      : '';
    texts[field] = ruleText(`${first.key}${params}`, locale);
  }
  return texts;
}
