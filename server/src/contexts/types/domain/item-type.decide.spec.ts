import type { TypeKind } from '@kollab/contracts';
import { DeciderSpecification } from '../../../core/testing/decider-specification';
import type { ClaimTree } from './claim-tree';
import type { ItemTypeCommand, TypeDraft } from './item-type.commands';
import { decideItemType } from './item-type.decide';
import type { ItemTypeEvent, TypeContent } from './item-type.events';
import { evolveItemType, initialItemTypeState } from './item-type.state';

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

const spec = DeciderSpecification.for({ decide: decideItemType, evolve: evolveItemType, initialState: initialItemTypeState });
const newType = spec.given();
const contactType = spec.given(created('contact'));
const taskType = spec.given(created('task'));
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
    newType.when(create('contact', { title: '  Kunde ', short: ' KD ' })).then([created('contact')]);
  });

  it('creates a task type with template and claim flag, and defaults both when absent', () => {
    newType
      .when(create('task', { title: 'Reklamation', short: 'REK', template: '<p>Was ist passiert?</p>', is_claim: true }))
      .then([created('task', { title: 'Reklamation', short: 'REK', template: '<p>Was ist passiert?</p>', is_claim: true })]);
    newType.when(create('task', { title: 'Aufgabe', short: 'AUF' })).then([created('task', { title: 'Aufgabe', short: 'AUF' })]);
  });

  it('creates a protocol type and stores a blank template as none', () => {
    newType
      .when(create('protocol', { title: 'Besprechung', short: 'BES', template: '  ' }))
      .then([created('protocol', { title: 'Besprechung', short: 'BES' })]);
  });

  it('keeps to the fields of its kind: no template or claim flag on contact types, no prefix on claim types', () => {
    newType
      .when(create('contact', { title: 'Kunde', short: 'KD', template: '<p>x</p>', is_claim: true, parent_id: 'root' }))
      .then([created('contact')]);
    newType
      .when(create('claim', { title: 'Reklamation', short: 'RE', parent_id: null }, TREE))
      .then([created('claim', { title: 'Reklamation', short: null })]);
  });

  it('refuses a missing or blank title', () => {
    newType.when(create('contact', { title: '   ', short: 'KD' })).thenRefusesFields({ title: 'validation.required' });
  });

  it('refuses a title over 255 characters (after trimming)', () => {
    newType.when(create('protocol', { title: `  ${'a'.repeat(255)}  `, short: 'P' })).then((events) => expect(events).toHaveLength(1));
    newType
      .when(create('protocol', { title: 'a'.repeat(256), short: 'P' }))
      .thenRefusesFields({ title: { key: 'validation.max_length', params: { max: 255 } } });
  });

  it.each(['contact', 'task', 'protocol'] as const)('refuses a %s type without a prefix', (kind) => {
    newType.when(create(kind, { title: 'X' })).thenRefusesFields({ short: 'validation.required' });
    newType.when(create(kind, { title: 'X', short: '  ' })).thenRefusesFields({ short: 'validation.required' });
  });

  it('refuses a prefix over 5 characters', () => {
    newType.when(create('task', { title: 'X', short: 'ABCDE' })).then((events) => expect(events).toHaveLength(1));
    newType.when(create('task', { title: 'X', short: 'ABCDEF' })).thenRefusesFields({ short: { key: 'validation.max_length', params: { max: 5 } } });
  });

  it('refuses a template over 100,000 characters', () => {
    newType
      .when(create('task', { title: 'X', short: 'X', template: 'a'.repeat(100_001) }))
      .thenRefusesFields({ template: { key: 'validation.max_length', params: { max: 100_000 } } });
  });

  it('puts a claim type below a live claim type', () => {
    newType
      .when(create('claim', { title: 'Beschädigt', parent_id: 'lieferung' }, TREE))
      .then([created('claim', { title: 'Beschädigt', short: null, parent_id: 'lieferung' })]);
  });

  it('refuses a parent that is no live claim type of the account', () => {
    newType.when(create('claim', { title: 'X', parent_id: 'elsewhere' }, TREE)).thenRefusesFields({ parent_id: 'types.parent_not_found' });
  });

  it('refuses an id that already has a type', () => {
    contactType.when(create('contact', { title: 'X', short: 'X' })).thenRefuses('conflict');
  });
});

describe('ChangeItemType', () => {
  it('renames a type and changes its prefix', () => {
    contactType
      .when(change('contact', { title: 'Kundin', short: 'KN' }))
      .then([{ type: 'ItemTypeChanged', data: { kind: 'contact', ...content({ title: 'Kundin', short: 'KN' }) } }]);
  });

  it('keeps template and claim flag when they are absent, and clears the template with null', () => {
    const task = spec.given(created('task', { template: '<p>T</p>', is_claim: true }));
    task
      .when(change('task', { title: 'Neu', short: 'KD' }))
      .then([{ type: 'ItemTypeChanged', data: { kind: 'task', ...content({ title: 'Neu', template: '<p>T</p>', is_claim: true }) } }]);
    task
      .when(change('task', { title: 'Kunde', short: 'KD', template: null, is_claim: false }))
      .then([{ type: 'ItemTypeChanged', data: { kind: 'task', ...content() } }]);
  });

  it('records nothing when nothing changes (surrounding blanks included)', () => {
    contactType.when(change('contact', { title: ' Kunde ', short: 'KD ' })).thenNothing();
  });

  it('holds the same field rules as create', () => {
    contactType.when(change('contact', { title: '', short: 'KD' })).thenRefusesFields({ title: 'validation.required' });
    contactType.when(change('contact', { title: 'K', short: 'TOOLONG' })).thenRefusesFields({ short: 'validation.max_length' });
  });

  it('answers not found for an unknown, deleted, or other kind of type', () => {
    newType.when(change('contact', { title: 'X', short: 'X' })).thenRefuses('not_found', 'types.type_not_found');
    spec
      .given(created('contact'), deleted('contact'))
      .when(change('contact', { title: 'X', short: 'X' }))
      .thenRefuses('not_found', 'types.type_not_found');
    taskType.when(change('contact', { title: 'X', short: 'X' })).thenRefuses('not_found', 'types.type_not_found');
  });

  it('moves a claim type below another claim type, or to the root', () => {
    const claim = spec.given(created('claim', { short: null, parent_id: 'root' }));
    claim
      .when(change('claim', { title: 'Kunde', parent_id: 'beschaedigt' }, TREE))
      .then([{ type: 'ItemTypeChanged', data: { kind: 'claim', ...content({ short: null, parent_id: 'beschaedigt' }) } }]);
    claim
      .when(change('claim', { title: 'Kunde', parent_id: null }, TREE))
      .then([{ type: 'ItemTypeChanged', data: { kind: 'claim', ...content({ short: null }) } }]);
  });

  it('keeps a claim type in its place when parent_id is absent (a rename needs no tree)', () => {
    const claim = spec.given(created('claim', { short: null, parent_id: 'root' }));
    claim
      .when(change('claim', { title: 'Umbenannt' }))
      .then([{ type: 'ItemTypeChanged', data: { kind: 'claim', ...content({ title: 'Umbenannt', short: null, parent_id: 'root' }) } }]);
  });

  it.each([
    ['itself', ID],
    ['its child', 'kind-of-id'],
    ['its grandchild', 'grandchild'],
  ])('refuses to move a claim type below %s (no cycles)', (_, parent) => {
    const claim = spec.given(created('claim', { short: null, parent_id: 'root' }));
    claim.when(change('claim', { title: 'Kunde', parent_id: parent }, TREE)).thenRefusesFields({ parent_id: 'types.parent_cycle' });
  });

  it('refuses to move a claim type below an unknown parent', () => {
    const claim = spec.given(created('claim', { short: null }));
    claim.when(change('claim', { title: 'Kunde', parent_id: 'gone' }, TREE)).thenRefusesFields({ parent_id: 'types.parent_not_found' });
  });
});

describe('DeleteItemType', () => {
  it('deletes a type no item uses', () => {
    spec
      .given(created('protocol'))
      .when(remove('protocol'))
      .then([deleted('protocol')]);
  });

  it('refuses while items use the type, naming how many', () => {
    taskType.when(remove('task', 3)).thenRefuses({
      kind: 'conflict',
      code: 'types.type_in_use',
      errors: { usage: [{ key: 'types.used_by_items', params: { count: 3 } }] },
    });
    taskType.when(remove('task', 1)).thenRefuses({ errors: { usage: [{ key: 'types.used_by_item', params: { count: 1 } }] } });
  });

  it('refuses a claim type with sub-types, and deletes a leaf', () => {
    const claim = spec.given(created('claim', { short: null, parent_id: 'root' }));
    claim.when(remove('claim', 0, TREE)).thenRefuses('conflict', 'types.claim_type_has_children');
    const leafTree: ClaimTree = new Map([
      ['root', null],
      [ID, 'root'],
    ]);
    claim.when(remove('claim', 0, leafTree)).then([deleted('claim')]);
  });

  it('answers not found for an unknown, already deleted, or other kind of type', () => {
    newType.when(remove('contact')).thenRefuses('not_found');
    spec.given(created('contact'), deleted('contact')).when(remove('contact')).thenRefuses('not_found');
    contactType.when(remove('task')).thenRefuses('not_found');
  });
});
