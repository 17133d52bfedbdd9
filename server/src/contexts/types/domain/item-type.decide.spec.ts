import type { TypeKind } from '@kollab/contracts';
import type { ClaimTree } from './claim-tree';
import type { ItemTypeCommand, TypeDraft } from './item-type.commands';
import { decideItemType } from './item-type.decide';
import type { ItemTypeEvent, TypeContent } from './item-type.events';
import { evolveItemType, initialItemTypeState, type ItemTypeState } from './item-type.state';

const ID = 'type-1';
const content = (overrides: Partial<TypeContent> = {}): TypeContent => ({
  title: 'Kunde',
  short: 'KD',
  template: null,
  is_claim: false,
  parent_id: null,
  ...overrides,
});
const created = (kind: TypeKind, overrides: Partial<TypeContent> = {}): ItemTypeEvent => ({
  type: 'ItemTypeCreated',
  data: { kind, ...content(overrides) },
});
const deleted = (kind: TypeKind): ItemTypeEvent => ({ type: 'ItemTypeDeleted', data: { kind } });

const given = (...events: ItemTypeEvent[]): ItemTypeState => events.reduce(evolveItemType, initialItemTypeState());
const when = (state: ItemTypeState, command: ItemTypeCommand) => () => decideItemType(command, state);
const create = (kind: TypeKind, draft: TypeDraft, tree?: ClaimTree): ItemTypeCommand => ({
  type: 'CreateItemType',
  data: { id: ID, kind, draft },
  facts: { tree },
});
const change = (kind: TypeKind, draft: TypeDraft, tree?: ClaimTree): ItemTypeCommand => ({
  type: 'ChangeItemType',
  data: { id: ID, kind, draft },
  facts: { tree },
});
const remove = (kind: TypeKind, usage = 0, tree?: ClaimTree): ItemTypeCommand => ({
  type: 'DeleteItemType',
  data: { id: ID, kind },
  facts: { usage, tree },
});
const invalid = (field: string, key: string, params?: object) =>
  expect.objectContaining({ kind: 'invalid', errors: { [field]: [expect.objectContaining({ key, ...(params ? { params } : {}) })] } });

/** root ─ lieferung ─ beschaedigt; ID sits below root with its child `kind-of-id`. */
const TREE: ClaimTree = new Map([
  ['root', null],
  ['lieferung', 'root'],
  ['beschaedigt', 'lieferung'],
  [ID, 'root'],
  ['kind-of-id', ID],
  ['grandchild', 'kind-of-id'],
]);

describe('CreateItemType', () => {
  it('creates a contact type with trimmed label and prefix', () => {
    expect(when(given(), create('contact', { title: '  Kunde ', short: ' KD ' }))()).toEqual([created('contact')]);
  });

  it('creates a task type with template and claim flag, and defaults both when absent', () => {
    expect(when(given(), create('task', { title: 'Reklamation', short: 'REK', template: '<p>Was ist passiert?</p>', is_claim: true }))()).toEqual([
      created('task', { title: 'Reklamation', short: 'REK', template: '<p>Was ist passiert?</p>', is_claim: true }),
    ]);
    expect(when(given(), create('task', { title: 'Aufgabe', short: 'AUF' }))()).toEqual([created('task', { title: 'Aufgabe', short: 'AUF' })]);
  });

  it('creates a protocol type and stores a blank template as none', () => {
    expect(when(given(), create('protocol', { title: 'Besprechung', short: 'BES', template: '  ' }))()).toEqual([
      created('protocol', { title: 'Besprechung', short: 'BES' }),
    ]);
  });

  it('keeps to the fields of its kind: no template or claim flag on contact types, no prefix on claim types', () => {
    expect(when(given(), create('contact', { title: 'Kunde', short: 'KD', template: '<p>x</p>', is_claim: true, parent_id: 'root' }))()).toEqual([
      created('contact'),
    ]);
    expect(when(given(), create('claim', { title: 'Reklamation', short: 'RE', parent_id: null }, TREE))()).toEqual([
      created('claim', { title: 'Reklamation', short: null }),
    ]);
  });

  it('refuses a missing or blank title', () => {
    expect(when(given(), create('contact', { title: '   ', short: 'KD' }))).toThrow(invalid('title', 'validation.required'));
  });

  it('refuses a title over 255 characters (after trimming)', () => {
    expect(when(given(), create('protocol', { title: `  ${'a'.repeat(255)}  `, short: 'P' }))()).toHaveLength(1);
    expect(when(given(), create('protocol', { title: 'a'.repeat(256), short: 'P' }))).toThrow(
      invalid('title', 'validation.max_length', { max: 255 }),
    );
  });

  it.each(['contact', 'task', 'protocol'] as const)('refuses a %s type without a prefix', (kind) => {
    expect(when(given(), create(kind, { title: 'X' }))).toThrow(invalid('short', 'validation.required'));
    expect(when(given(), create(kind, { title: 'X', short: '  ' }))).toThrow(invalid('short', 'validation.required'));
  });

  it('refuses a prefix over 5 characters', () => {
    expect(when(given(), create('task', { title: 'X', short: 'ABCDE' }))()).toHaveLength(1);
    expect(when(given(), create('task', { title: 'X', short: 'ABCDEF' }))).toThrow(invalid('short', 'validation.max_length', { max: 5 }));
  });

  it('refuses a template over 100,000 characters', () => {
    expect(when(given(), create('task', { title: 'X', short: 'X', template: 'a'.repeat(100_001) }))).toThrow(
      invalid('template', 'validation.max_length', { max: 100_000 }),
    );
  });

  it('puts a claim type below a live claim type', () => {
    expect(when(given(), create('claim', { title: 'Beschädigt', parent_id: 'lieferung' }, TREE))()).toEqual([
      created('claim', { title: 'Beschädigt', short: null, parent_id: 'lieferung' }),
    ]);
  });

  it('refuses a parent that is no live claim type of the account', () => {
    expect(when(given(), create('claim', { title: 'X', parent_id: 'elsewhere' }, TREE))).toThrow(invalid('parent_id', 'types.parent_not_found'));
  });

  it('refuses an id that already has a type', () => {
    expect(when(given(created('contact')), create('contact', { title: 'X', short: 'X' }))).toThrow(expect.objectContaining({ kind: 'conflict' }));
  });
});

describe('ChangeItemType', () => {
  it('renames a type and changes its prefix', () => {
    expect(when(given(created('contact')), change('contact', { title: 'Kundin', short: 'KN' }))()).toEqual([
      { type: 'ItemTypeChanged', data: { kind: 'contact', ...content({ title: 'Kundin', short: 'KN' }) } },
    ]);
  });

  it('keeps template and claim flag when they are absent, and clears the template with null', () => {
    const task = given(created('task', { template: '<p>T</p>', is_claim: true }));
    expect(when(task, change('task', { title: 'Neu', short: 'KD' }))()).toEqual([
      { type: 'ItemTypeChanged', data: { kind: 'task', ...content({ title: 'Neu', template: '<p>T</p>', is_claim: true }) } },
    ]);
    expect(when(task, change('task', { title: 'Kunde', short: 'KD', template: null, is_claim: false }))()).toEqual([
      { type: 'ItemTypeChanged', data: { kind: 'task', ...content() } },
    ]);
  });

  it('records nothing when nothing changes (surrounding blanks included)', () => {
    expect(when(given(created('contact')), change('contact', { title: ' Kunde ', short: 'KD ' }))()).toEqual([]);
  });

  it('holds the same field rules as create', () => {
    expect(when(given(created('contact')), change('contact', { title: '', short: 'KD' }))).toThrow(invalid('title', 'validation.required'));
    expect(when(given(created('contact')), change('contact', { title: 'K', short: 'TOOLONG' }))).toThrow(invalid('short', 'validation.max_length'));
  });

  it('answers not found for an unknown, deleted, or other kind of type', () => {
    const notFound = expect.objectContaining({ kind: 'not_found', code: 'types.type_not_found' });
    expect(when(given(), change('contact', { title: 'X', short: 'X' }))).toThrow(notFound);
    expect(when(given(created('contact'), deleted('contact')), change('contact', { title: 'X', short: 'X' }))).toThrow(notFound);
    expect(when(given(created('task')), change('contact', { title: 'X', short: 'X' }))).toThrow(notFound);
  });

  it('moves a claim type below another claim type, or to the root', () => {
    const claim = given(created('claim', { short: null, parent_id: 'root' }));
    expect(when(claim, change('claim', { title: 'Kunde', parent_id: 'beschaedigt' }, TREE))()).toEqual([
      { type: 'ItemTypeChanged', data: { kind: 'claim', ...content({ short: null, parent_id: 'beschaedigt' }) } },
    ]);
    expect(when(claim, change('claim', { title: 'Kunde', parent_id: null }, TREE))()).toEqual([
      { type: 'ItemTypeChanged', data: { kind: 'claim', ...content({ short: null }) } },
    ]);
  });

  it('keeps a claim type in its place when parent_id is absent (a rename needs no tree)', () => {
    const claim = given(created('claim', { short: null, parent_id: 'root' }));
    expect(when(claim, change('claim', { title: 'Umbenannt' }))()).toEqual([
      { type: 'ItemTypeChanged', data: { kind: 'claim', ...content({ title: 'Umbenannt', short: null, parent_id: 'root' }) } },
    ]);
  });

  it.each([
    ['itself', ID],
    ['its child', 'kind-of-id'],
    ['its grandchild', 'grandchild'],
  ])('refuses to move a claim type below %s (no cycles)', (_, parent) => {
    const claim = given(created('claim', { short: null, parent_id: 'root' }));
    expect(when(claim, change('claim', { title: 'Kunde', parent_id: parent }, TREE))).toThrow(invalid('parent_id', 'types.parent_cycle'));
  });

  it('refuses to move a claim type below an unknown parent', () => {
    const claim = given(created('claim', { short: null }));
    expect(when(claim, change('claim', { title: 'Kunde', parent_id: 'gone' }, TREE))).toThrow(invalid('parent_id', 'types.parent_not_found'));
  });
});

describe('DeleteItemType', () => {
  it('deletes a type no item uses', () => {
    expect(when(given(created('protocol')), remove('protocol'))()).toEqual([deleted('protocol')]);
  });

  it('refuses while items use the type, naming how many', () => {
    expect(when(given(created('task')), remove('task', 3))).toThrow(
      expect.objectContaining({
        kind: 'conflict',
        code: 'types.type_in_use',
        errors: { usage: [{ key: 'types.used_by_items', params: { count: 3 } }] },
      }),
    );
    expect(when(given(created('task')), remove('task', 1))).toThrow(
      expect.objectContaining({ errors: { usage: [{ key: 'types.used_by_item', params: { count: 1 } }] } }),
    );
  });

  it('refuses a claim type with sub-types, and deletes a leaf', () => {
    const claim = given(created('claim', { short: null, parent_id: 'root' }));
    expect(when(claim, remove('claim', 0, TREE))).toThrow(expect.objectContaining({ kind: 'conflict', code: 'types.claim_type_has_children' }));
    const leafTree: ClaimTree = new Map([
      ['root', null],
      [ID, 'root'],
    ]);
    expect(when(claim, remove('claim', 0, leafTree))()).toEqual([deleted('claim')]);
  });

  it('answers not found for an unknown, already deleted, or other kind of type', () => {
    expect(when(given(), remove('contact'))).toThrow(expect.objectContaining({ kind: 'not_found' }));
    expect(when(given(created('contact'), deleted('contact')), remove('contact'))).toThrow(expect.objectContaining({ kind: 'not_found' }));
    expect(when(given(created('contact')), remove('task'))).toThrow(expect.objectContaining({ kind: 'not_found' }));
  });
});
