import { dayOf2030, ProjectionSpecification, streamEvents } from '../../../core/testing/projection-specification';
import type { ItemTypeEvent, TypeContent } from '../domain/item-type.events';
import { itemTypeListProjection } from './item-type-list.projection';

/** Every event carries all fields; those a kind does not use are null or false. */
const content = (fields: Partial<TypeContent> & Pick<TypeContent, 'title'>): TypeContent => ({
  short: null,
  template: null,
  is_claim: false,
  parent_id: null,
  ...fields,
});

describe('item type list projection', () => {
  const spec = ProjectionSpecification.for(itemTypeListProjection);

  it('writes a type in the collection of its kind, with only the fields of that kind', async () => {
    const task = streamEvents<ItemTypeEvent>('item_type-tt1');
    const contact = streamEvents<ItemTypeEvent>('item_type-ct1');
    const protocol = streamEvents<ItemTypeEvent>('item_type-pt1');
    const claim = streamEvents<ItemTypeEvent>('item_type-cl1');
    const store = await spec
      .given()
      .when(
        task('ItemTypeCreated', { kind: 'task', ...content({ title: 'Reklamation', short: 'REK', template: '<p>Schaden:</p>', is_claim: true }) }),
        contact('ItemTypeCreated', { kind: 'contact', ...content({ title: 'Kunde', short: 'K', template: '<p>ignoriert</p>' }) }),
        protocol('ItemTypeCreated', { kind: 'protocol', ...content({ title: 'Besprechung', short: 'PRO', template: '<h2>Agenda</h2>' }) }),
        claim('ItemTypeCreated', { kind: 'claim', ...content({ title: 'Transportschaden', short: 'TS', parent_id: 'cl0' }) }),
      )
      .applied();
    const stamps = { version: 1, created_at: dayOf2030(1), updated_at: dayOf2030(1) };
    expect(store.snapshot()).toEqual({
      'task_types|a1|tt1': { id: 'tt1', kind: 'task', title: 'Reklamation', short: 'REK', template: '<p>Schaden:</p>', is_claim: true, ...stamps },
      'contact_types|a1|ct1': { id: 'ct1', kind: 'contact', title: 'Kunde', short: 'K', ...stamps },
      'protocol_types|a1|pt1': { id: 'pt1', kind: 'protocol', title: 'Besprechung', short: 'PRO', template: '<h2>Agenda</h2>', ...stamps },
      'claim_types|a1|cl1': { id: 'cl1', kind: 'claim', title: 'Transportschaden', parent_id: 'cl0', ...stamps },
    });
  });

  it('shows a missing prefix as empty', async () => {
    const type = streamEvents<ItemTypeEvent>('item_type-ct1');
    await spec
      .given()
      .when(type('ItemTypeCreated', { kind: 'contact', ...content({ title: 'Lieferant' }) }))
      .thenDocument('contact_types', 'ct1', {
        id: 'ct1',
        kind: 'contact',
        title: 'Lieferant',
        short: '',
        version: 1,
        created_at: dayOf2030(1),
        updated_at: dayOf2030(1),
      });
  });

  it('replaces the content with each change, keeping the creation time', async () => {
    const type = streamEvents<ItemTypeEvent>('item_type-tt1');
    await spec
      .given(type('ItemTypeCreated', { kind: 'task', ...content({ title: 'Aufgabe', short: 'AUF' }) }))
      .when(type('ItemTypeChanged', { kind: 'task', ...content({ title: 'Auftrag', short: 'AUFT', template: '<p>Ziel:</p>' }) }))
      .thenDocument('task_types', 'tt1', {
        id: 'tt1',
        kind: 'task',
        title: 'Auftrag',
        short: 'AUFT',
        template: '<p>Ziel:</p>',
        is_claim: false,
        version: 2,
        created_at: dayOf2030(1),
        updated_at: dayOf2030(2),
      });
  });

  it('deletes a deleted type from the collection of its kind', async () => {
    const type = streamEvents<ItemTypeEvent>('item_type-pt1');
    await spec
      .given(type('ItemTypeCreated', { kind: 'protocol', ...content({ title: 'Besprechung', short: 'PRO' }) }))
      .when(type('ItemTypeDeleted', { kind: 'protocol' }))
      .thenNoDocument('protocol_types', 'pt1');
  });

  it('ignores a change or deletion of a type it never saw created', async () => {
    const type = streamEvents<ItemTypeEvent>('item_type-tt1');
    await spec
      .given()
      .when(type('ItemTypeChanged', { kind: 'task', ...content({ title: 'Aufgabe' }) }), type('ItemTypeDeleted', { kind: 'task' }))
      .thenNothingChanged();
  });

  it("keeps each account's types in that account", async () => {
    const type = streamEvents<ItemTypeEvent>('item_type-ct2', { accountId: 'a2' });
    const store = await spec
      .given()
      .when(type('ItemTypeCreated', { kind: 'contact', ...content({ title: 'Partner', short: 'P' }) }))
      .applied();
    expect(Object.keys(store.snapshot())).toEqual(['contact_types|a2|ct2']);
  });
});
