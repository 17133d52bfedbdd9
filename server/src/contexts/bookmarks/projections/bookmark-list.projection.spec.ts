import { dayOf2030, ProjectionSpecification, streamEvents } from '../../../core/testing/projection-specification';
import type { BookmarkEvent } from '../domain/bookmark.events';
import { BOOKMARKS_COLLECTION, bookmarkListProjection } from './bookmark-list.projection';

const added = { user_id: 'u-anna', path: '/tasks?filter[status]=open', label: 'Offene Aufgaben' };

describe('bookmark list projection', () => {
  const spec = ProjectionSpecification.for(bookmarkListProjection);

  it("writes the new bookmark in its account with its owner's id", async () => {
    const bookmark = streamEvents<BookmarkEvent>('bookmark-b1');
    await spec
      .given()
      .when(bookmark('BookmarkAdded', added))
      .thenDocument(BOOKMARKS_COLLECTION, 'b1', {
        id: 'b1',
        user_id: 'u-anna',
        path: '/tasks?filter[status]=open',
        label: 'Offene Aufgaben',
        created_at: dayOf2030(1),
        updated_at: dayOf2030(1),
        version: 1,
      });
  });

  it('relabels the bookmark, keeping its path and creation time', async () => {
    const bookmark = streamEvents<BookmarkEvent>('bookmark-b1');
    await spec
      .given(bookmark('BookmarkAdded', added))
      .when(bookmark('BookmarkRelabeled', { label: 'Meine offenen Aufgaben' }))
      .thenDocumentMatches(BOOKMARKS_COLLECTION, 'b1', {
        path: '/tasks?filter[status]=open',
        label: 'Meine offenen Aufgaben',
        created_at: dayOf2030(1),
        updated_at: dayOf2030(2),
        version: 2,
      });
  });

  it('deletes the row of a removed bookmark', async () => {
    const bookmark = streamEvents<BookmarkEvent>('bookmark-b1');
    await spec
      .given(bookmark('BookmarkAdded', added), bookmark('BookmarkRelabeled', { label: 'Aufgaben' }))
      .when(bookmark('BookmarkRemoved', {}))
      .thenNoDocument(BOOKMARKS_COLLECTION, 'b1');
  });

  it('writes nothing for a bookmark it never saw added', async () => {
    const bookmark = streamEvents<BookmarkEvent>('bookmark-b1');
    await spec
      .given()
      .when(bookmark('BookmarkRelabeled', { label: 'Aufgaben' }), bookmark('BookmarkRemoved', {}))
      .thenNothingChanged();
  });

  it("keeps each account's bookmarks in that account", async () => {
    const bookmark = streamEvents<BookmarkEvent>('bookmark-b2', { accountId: 'a2' });
    const store = await spec.given().when(bookmark('BookmarkAdded', added)).applied();
    expect(store.document(BOOKMARKS_COLLECTION, 'b2', 'a2')).toMatchObject({ id: 'b2', user_id: 'u-anna' });
    expect(store.document(BOOKMARKS_COLLECTION, 'b2')).toBeUndefined();
  });
});
