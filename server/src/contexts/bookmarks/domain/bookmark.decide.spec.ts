import type { BookmarkCommand } from './bookmark.commands';
import { decideBookmark } from './bookmark.decide';
import type { BookmarkEvent } from './bookmark.events';
import { evolveBookmark, initialBookmarkState, type BookmarkState } from './bookmark.state';

const ANNA = 'user-anna';
const BEN = 'user-ben';
const added = (label = 'Meine Aufgaben', path = '/tasks'): BookmarkEvent => ({ type: 'BookmarkAdded', data: { user_id: ANNA, path, label } });
const given = (...events: BookmarkEvent[]): BookmarkState => events.reduce(evolveBookmark, initialBookmarkState());
const when = (state: BookmarkState, command: BookmarkCommand) => () => decideBookmark(command, state);
const add = (path: string, label: string, userId = ANNA): BookmarkCommand => ({ type: 'AddBookmark', data: { userId, path, label } });
const remove = (userId = ANNA): BookmarkCommand => ({ type: 'RemoveBookmark', data: { userId } });

describe('AddBookmark', () => {
  it('bookmarks an app-internal path with a trimmed label', () => {
    expect(when(given(), add('/tasks', ' Meine Aufgaben '))()).toEqual([added()]);
  });

  it('keeps query and fragment of the path', () => {
    expect(when(given(), add('/tasks?filter[status]=open#top', 'Offen'))()).toEqual([added('Offen', '/tasks?filter[status]=open#top')]);
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
    expect(when(given(), add(path, 'X'))).toThrow(
      expect.objectContaining({ kind: 'invalid', errors: { path: [expect.objectContaining({ key: 'bookmarks.path_invalid' })] } }),
    );
  });

  it('refuses a blank label', () => {
    expect(when(given(), add('/tasks', '   '))).toThrow(expect.objectContaining({ kind: 'invalid', errors: { label: expect.anything() } }));
  });

  it('renames the bookmark when the user adds the same path again', () => {
    expect(when(given(added()), add('/tasks', 'Aufgaben'))()).toEqual([{ type: 'BookmarkRelabeled', data: { label: 'Aufgaben' } }]);
  });

  it('records nothing when the same path comes again with the same label', () => {
    expect(when(given(added()), add('/tasks', 'Meine Aufgaben'))()).toEqual([]);
  });

  it('brings a removed bookmark back', () => {
    expect(when(given(added(), { type: 'BookmarkRemoved', data: {} }), add('/tasks', 'Neu'))()).toEqual([added('Neu')]);
  });

  it("never writes into another user's bookmark", () => {
    expect(when(given(added()), add('/tasks', 'Mine', BEN))).toThrow(expect.objectContaining({ kind: 'conflict' }));
  });
});

describe('RemoveBookmark', () => {
  it("removes the user's own bookmark", () => {
    expect(when(given(added()), remove())()).toEqual([{ type: 'BookmarkRemoved', data: {} }]);
  });

  it("answers not found for another user's bookmark", () => {
    expect(when(given(added()), remove(BEN))).toThrow(expect.objectContaining({ kind: 'not_found', code: 'bookmarks.bookmark_not_found' }));
  });

  it('answers not found for an unknown or already removed bookmark', () => {
    expect(when(given(), remove())).toThrow(expect.objectContaining({ kind: 'not_found' }));
    expect(when(given(added(), { type: 'BookmarkRemoved', data: {} }), remove())).toThrow(expect.objectContaining({ kind: 'not_found' }));
  });
});
