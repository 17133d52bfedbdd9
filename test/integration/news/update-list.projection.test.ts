import { randomUUID } from 'node:crypto';
import type { UpdateView } from '@kollab/contracts';
import { updateListProjection, UPDATES_COLLECTION } from '@kollab/server/contexts/news/projections/update-list.projection';
import { collectionSchema, SqlReadStore } from '@kollab/server/core/read-store/sql-read-store';
import { recorded } from '../../support/misc-recorded';
import { openDriver, type OpenedDriver } from '../../support/sql-drivers';

describe('the update list projection (PGlite)', () => {
  let db: OpenedDriver;
  let store: SqlReadStore;
  const rows = () => store.collection<UpdateView>(UPDATES_COLLECTION).forAccount('_system');
  /** Every event applied twice: the rows must be as after once. */
  const applyTwice = async (...events: Parameters<typeof updateListProjection.apply>[0][]) => {
    for (const event of events) {
      await updateListProjection.apply(event, store);
      await updateListProjection.apply(event, store);
    }
  };

  beforeAll(async () => {
    db = await openDriver('pglite');
    await db.sql.exec(collectionSchema(UPDATES_COLLECTION));
    store = new SqlReadStore(db.sql);
  });
  afterAll(() => db.close());

  const content = { title: 'Filter', text: 'Neu: Filter.', date: 1_700_000_000_000, image_url: null };
  const at = (minute: number) => `2026-01-15T09:${String(minute).padStart(2, '0')}:00.000Z`;

  it('writes a row per published update in the _system account, and the edit over it', async () => {
    const id = randomUUID();
    const stream = `update-${id}`;
    await applyTwice(
      recorded(stream, 1, 'UpdatePublished', content, { accountId: '_system', occurredAt: at(0) }),
      recorded(
        stream,
        2,
        'UpdateEdited',
        { ...content, title: 'Filter für Aufgaben', image_url: 'https://cdn.example.com/a.png' },
        { accountId: '_system', occurredAt: at(5) },
      ),
    );
    expect(await rows().get(id)).toEqual({
      id,
      ...content,
      title: 'Filter für Aufgaben',
      image_url: 'https://cdn.example.com/a.png',
      version: 2,
      created_at: at(0),
      updated_at: at(5),
    });
  });

  it('deletes the row of a withdrawn update', async () => {
    const id = randomUUID();
    await applyTwice(
      recorded(`update-${id}`, 1, 'UpdatePublished', content, { accountId: '_system', occurredAt: at(0) }),
      recorded(`update-${id}`, 2, 'UpdateWithdrawn', {}, { accountId: '_system', occurredAt: at(1) }),
    );
    expect(await rows().get(id)).toBeUndefined();
  });
});
