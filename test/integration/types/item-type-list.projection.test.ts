import { randomUUID } from 'node:crypto';
import { TYPE_KINDS, TYPE_LISTS, type ItemTypeView } from '@kollab/contracts';
import { itemTypeListProjection } from '@kollab/server/contexts/types/projections/item-type-list.projection';
import { collectionSchema, SqlReadStore } from '@kollab/server/core/read-store/sql-read-store';
import { recorded } from '../../support/misc-recorded';
import { openDriver, type OpenedDriver } from '../../support/sql-drivers';

describe('the item type lists projection (PGlite)', () => {
  let db: OpenedDriver;
  let store: SqlReadStore;
  const account = `acc-${randomUUID()}`;
  const rows = (list: string, accountId = account) => store.collection<ItemTypeView>(list).forAccount(accountId);
  const applyTwice = async (...events: Parameters<typeof itemTypeListProjection.apply>[0][]) => {
    for (const event of events) {
      await itemTypeListProjection.apply(event, store);
      await itemTypeListProjection.apply(event, store);
    }
  };
  const at = (minute: number) => `2026-01-15T09:${String(minute).padStart(2, '0')}:00.000Z`;
  const content = { title: 'Reklamation', short: 'REK', template: '<p>T</p>', is_claim: true, parent_id: null };
  const event = (id: string, version: number, type: string, data: object, minute: number) =>
    recorded(`item_type-${id}`, version, type, data, { accountId: account, occurredAt: at(minute) });

  beforeAll(async () => {
    db = await openDriver('pglite');
    for (const kind of TYPE_KINDS) await db.sql.exec(collectionSchema(TYPE_LISTS[kind]));
    store = new SqlReadStore(db.sql);
  });
  afterAll(() => db.close());

  it('writes the view of the kind into its own list, in the account only, and changes it', async () => {
    const id = randomUUID();
    await applyTwice(
      event(id, 1, 'ItemTypeCreated', { kind: 'task', ...content }, 0),
      event(id, 2, 'ItemTypeChanged', { kind: 'task', ...content, title: 'Beschwerde', is_claim: false }, 5),
    );
    expect(await rows('task_types').get(id)).toEqual({
      id,
      kind: 'task',
      title: 'Beschwerde',
      short: 'REK',
      template: '<p>T</p>',
      is_claim: false,
      version: 2,
      created_at: at(0),
      updated_at: at(5),
    });
    expect(await rows('contact_types').get(id)).toBeUndefined();
    expect(await rows('task_types', `acc-${randomUUID()}`).get(id)).toBeUndefined();
  });

  it('keeps to the fields of each kind', async () => {
    const contact = randomUUID();
    const claim = randomUUID();
    await applyTwice(
      event(contact, 1, 'ItemTypeCreated', { kind: 'contact', ...content, template: null, is_claim: false }, 0),
      event(claim, 1, 'ItemTypeCreated', { kind: 'claim', ...content, short: null, template: null, is_claim: false, parent_id: 'p' }, 1),
    );
    expect(await rows('contact_types').get(contact)).toEqual({
      id: contact,
      kind: 'contact',
      title: 'Reklamation',
      short: 'REK',
      version: 1,
      created_at: at(0),
      updated_at: at(0),
    });
    expect(await rows('claim_types').get(claim)).toEqual({
      id: claim,
      kind: 'claim',
      title: 'Reklamation',
      parent_id: 'p',
      version: 1,
      created_at: at(1),
      updated_at: at(1),
    });
  });

  it('deletes the row of a deleted type, and an old event never brings it back or rolls it back', async () => {
    const id = randomUUID();
    const created = event(id, 1, 'ItemTypeCreated', { kind: 'protocol', ...content, is_claim: false }, 0);
    const changed = event(id, 2, 'ItemTypeChanged', { kind: 'protocol', ...content, title: 'Neu', is_claim: false }, 1);
    await applyTwice(created, changed);
    await applyTwice(created);
    expect(await rows('protocol_types').get(id)).toMatchObject({ title: 'Neu', version: 2 });
    await applyTwice(event(id, 3, 'ItemTypeDeleted', { kind: 'protocol' }, 2));
    expect(await rows('protocol_types').get(id)).toBeUndefined();
  });
});
