import { DeciderSpecification } from '../../../core/testing/decider-specification';
import type { BookmarkCommand } from './bookmark.commands';
import { decideBookmark } from './bookmark.decide';
import type { BookmarkEvent } from './bookmark.events';
import { evolveBookmark, initialBookmarkState } from './bookmark.state';

const ANNA = 'user-anna';
const BEN = 'user-ben';
const added = (label = 'Meine Aufgaben', path = '/tasks'): BookmarkEvent => ({ type: 'BookmarkAdded', data: { user_id: ANNA, path, label } });
const removed: BookmarkEvent = { type: 'BookmarkRemoved', data: {} };
const spec = DeciderSpecification.for({ decide: decideBookmark, evolve: evolveBookmark, initialState: initialBookmarkState });
const newBookmark = spec.given();
/** Anna's bookmark of /tasks. */
const bookmarked = spec.given(added());
const unbookmarked = spec.given(added(), removed);
const add = (path: string, label: string, userId = ANNA): BookmarkCommand => ({ type: 'AddBookmark', data: { userId, path, label } });
const remove = (userId = ANNA): BookmarkCommand => ({ type: 'RemoveBookmark', data: { userId } });

describe('AddBookmark', () => {
  it('bookmarks an app-internal path with a trimmed label', () => {
    newBookmark.when(add('/tasks', ' Meine Aufgaben ')).then([added()]);
  });

  it('keeps query and fragment of the path', () => {
    newBookmark.when(add('/tasks?filter[status]=open#top', 'Offen')).then([added('Offen', '/tasks?filter[status]=open#top')]);
  });

  it.each([
    ['a full URL', 'https://evil.example/tasks'],
    ['a protocol-relative URL', '//evil.example/tasks'],
    ['a backslash host', '/\\evil.example'],
    ['a relative path', 'tasks'],
    ['whitespace', '/tasks /x'],
    ['a control character', '/tasks\u0000'],
    ['more than 255 characters', `/${'a'.repeat(255)}`],
  ])('refuses %s as path', (_, path) => {
    newBookmark.when(add(path, 'X')).thenRefusesFields({ path: 'bookmarks.path_invalid' });
  });

  it('refuses a blank label', () => {
    newBookmark.when(add('/tasks', '   ')).thenRefuses({ kind: 'invalid', errors: { label: expect.anything() } });
  });

  it('renames the bookmark when the user adds the same path again', () => {
    bookmarked.when(add('/tasks', 'Aufgaben')).then([{ type: 'BookmarkRelabeled', data: { label: 'Aufgaben' } }]);
  });

  it('records nothing when the same path comes again with the same label', () => {
    bookmarked.when(add('/tasks', 'Meine Aufgaben')).thenNothing();
  });

  it('brings a removed bookmark back', () => {
    unbookmarked.when(add('/tasks', 'Neu')).then([added('Neu')]);
  });

  it("never writes into another user's bookmark", () => {
    bookmarked.when(add('/tasks', 'Mine', BEN)).thenRefuses('conflict');
  });
});

describe('RemoveBookmark', () => {
  it("removes the user's own bookmark", () => {
    bookmarked.when(remove()).then([removed]);
  });

  it("answers not found for another user's bookmark", () => {
    bookmarked.when(remove(BEN)).thenRefuses('not_found', 'bookmarks.bookmark_not_found');
  });

  it('answers not found for an unknown or already removed bookmark', () => {
    newBookmark.when(remove()).thenRefuses('not_found');
    unbookmarked.when(remove()).thenRefuses('not_found');
  });
});
