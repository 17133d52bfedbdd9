import { randomUUID } from 'node:crypto';
import {
  bookmarkListProjection,
  BOOKMARKS_COLLECTION,
  type BookmarkRow,
} from '@kollab/server/contexts/bookmarks/projections/bookmark-list.projection';
import { collectionSchema, SqlReadStore } from '@kollab/server/core/read-store/sql-read-store';
import { recorded } from '../../support/misc-recorded';
import { openDriver, type OpenedDriver } from '../../support/sql-drivers';

describe('the bookmark list projection (PGlite)', () => {
  let db: OpenedDriver;
  let store: SqlReadStore;
  const account = `acc-${randomUUID()}`;
  const rows = (accountId = account) => store.collection<BookmarkRow>(BOOKMARKS_COLLECTION).forAccount(accountId);
  const applyTwice = async (...events: Parameters<typeof bookmarkListProjection.apply>[0][]) => {
    for (const event of events) {
      await bookmarkListProjection.apply(event, store);
      await bookmarkListProjection.apply(event, store);
    }
  };
  const at = (minute: number) => `2026-01-15T09:${String(minute).padStart(2, '0')}:00.000Z`;

  beforeAll(async () => {
    db = await openDriver('pglite');
    await db.sql.exec(collectionSchema(BOOKMARKS_COLLECTION));
    store = new SqlReadStore(db.sql);
  });
  afterAll(() => db.close());

  it("writes a row with its owner in the bookmark's account only, and renames it", async () => {
    const id = randomUUID();
    await applyTwice(
      recorded(
        `bookmark-${id}`,
        1,
        'BookmarkAdded',
        { user_id: 'anna', path: '/tasks', label: 'Aufgaben' },
        { accountId: account, occurredAt: at(0) },
      ),
      recorded(`bookmark-${id}`, 2, 'BookmarkRelabeled', { label: 'Meine Aufgaben' }, { accountId: account, occurredAt: at(3) }),
    );
    expect(await rows().get(id)).toEqual({
      id,
      user_id: 'anna',
      path: '/tasks',
      label: 'Meine Aufgaben',
      created_at: at(0),
      updated_at: at(3),
      version: 2,
    });
    expect(await rows(`acc-${randomUUID()}`).get(id)).toBeUndefined();
  });

  it('deletes the row of a removed bookmark', async () => {
    const id = randomUUID();
    await applyTwice(
      recorded(`bookmark-${id}`, 1, 'BookmarkAdded', { user_id: 'anna', path: '/home', label: 'Start' }, { accountId: account, occurredAt: at(0) }),
      recorded(`bookmark-${id}`, 2, 'BookmarkRemoved', {}, { accountId: account, occurredAt: at(1) }),
    );
    expect(await rows().get(id)).toBeUndefined();
  });
});
