import { describe, expect, it } from 'vitest';
import { contactsActions as actions, contactsReducer, type ContactsState } from './contacts.slice';
import { contactPush, contactView, deletionPush, element, formView } from './contacts.fixtures';

const initial = (): ContactsState => contactsReducer(undefined, { type: 'init' });
const run = (state: ContactsState, ...list: Array<{ type: string }>) => list.reduce((next, action) => contactsReducer(next, action as never), state);

function withList(...views: ReturnType<typeof contactView>[]) {
  return run(initial(), actions.listRequested(), actions.listLoaded({ data: views, meta: { page: 1, limit: 25, total: views.length } }));
}

function withDetail(view: ReturnType<typeof contactView>) {
  return run(initial(), actions.opened({ id: view.id, isManager: false }), actions.loaded(view));
}

describe('contacts slices', () => {
  describe('list', () => {
    it('a request merges the query (page, filters, order) and loads', () => {
      const state = run(initial(), actions.listRequested({ search: 'müller', page: 2 }), actions.listRequested({ order: '-number' }));
      expect(state.list.query).toMatchObject({ search: 'müller', page: 2, order: '-number', limit: 25 });
      expect(state.list.status).toBe('loading');
    });

    it('a listed row takes a newer push in place', () => {
      const state = run(withList(contactView('a'), contactView('b')), actions.viewPushed(contactPush(contactView('b', { name: 'Neu', version: 2 }))));
      expect(state.list.entities.b?.name).toBe('Neu');
      expect(state.list.ids).toEqual(['a', 'b']);
      expect(state.list.outdated).toBe(false);
    });

    it('an older or equal push is a late echo and changes nothing', () => {
      const start = withList(contactView('a', { name: 'Jetzt', version: 3 }));
      const state = run(
        start,
        actions.viewPushed(contactPush(contactView('a', { name: 'Früher', version: 3 }))),
        actions.viewPushed(contactPush(contactView('a', { name: 'Älter', version: 2 }))),
      );
      expect(state.list.entities.a?.name).toBe('Jetzt');
    });

    it('a deletion push removes the row and counts it out', () => {
      const state = run(withList(contactView('a'), contactView('b')), actions.viewPushed(deletionPush('a', 2)));
      expect(state.list.ids).toEqual(['b']);
      expect(state.list.total).toBe(1);
    });

    it('a contact not on the page marks the page for a re-read (it may belong there)', () => {
      const state = run(withList(contactView('a')), actions.viewPushed(contactPush(contactView('new'))));
      expect(state.list.ids).toEqual(['a']);
      expect(state.list.outdated).toBe(true);
      expect(run(state, actions.listRequested()).list.outdated).toBe(false);
    });

    it('a list never read ignores pushes', () => {
      expect(run(initial(), actions.viewPushed(contactPush(contactView('a')))).list).toEqual(initial().list);
    });
  });

  describe('detail', () => {
    it('the open contact takes a newer push, not an older one', () => {
      const open = withDetail(contactView('a', { version: 2 }));
      expect(run(open, actions.viewPushed(contactPush(contactView('a', { name: 'Neu', version: 3 })))).detail.view?.name).toBe('Neu');
      expect(run(open, actions.viewPushed(contactPush(contactView('a', { name: 'Alt', version: 1 })))).detail.view?.name).toBe('Contact a');
      expect(run(open, actions.viewPushed(contactPush(contactView('b', { version: 9 })))).detail.view?.id).toBe('a');
    });

    it('a deletion push of the open contact shows the notice', () => {
      const state = run(withDetail(contactView('a', { version: 2 })), actions.viewPushed(deletionPush('a', 3)));
      expect(state.detail.deleted).toBe(true);
      expect(state.detail.view?.id).toBe('a');
    });

    it('an answer older than a push already applied does not take the newer state back', () => {
      const state = run(
        withDetail(contactView('a', { version: 2 })),
        actions.viewPushed(contactPush(contactView('a', { version: 4, name: 'Neu' }))),
        actions.loaded(contactView('a', { version: 3 })),
      );
      expect(state.detail.view).toMatchObject({ version: 4, name: 'Neu' });
    });

    it('opening another contact starts afresh; an answer for the one before is dropped', () => {
      const state = run(
        withDetail(contactView('a')),
        actions.pastVersionRequested({ version: 1 }),
        actions.opened({ id: 'b', isManager: false }),
        actions.loaded(contactView('a')),
      );
      expect(state.detail).toMatchObject({ id: 'b', status: 'loading', view: null, past: { version: null } });
    });

    it('"show as it was" holds the version and its view until back to the current one', () => {
      const past = run(
        withDetail(contactView('a', { version: 3 })),
        actions.pastVersionRequested({ version: 1 }),
        actions.pastVersionLoaded(contactView('a', { version: 1, name: 'Früher' })),
      );
      expect(past.detail.past).toMatchObject({ version: 1, status: 'loaded', view: { name: 'Früher' } });
      expect(run(past, actions.pastVersionClosed()).detail.past).toEqual({ version: null, status: 'idle', view: null });
    });
  });

  describe('editor', () => {
    it('a 409 is a conflict; its reload starts the dialog over', () => {
      const opened = run(initial(), actions.editorOpened({ mode: 'edit' }));
      const conflict = run(
        opened,
        actions.saveRequested({ mode: 'edit', id: 'a', version: 1, body: {} }),
        actions.saveRejected({ code: 'concurrency.wrong_expected_version', fieldErrors: null }),
      );
      expect(conflict.editor.contact.status).toBe('conflict');
      const reloaded = run(conflict, actions.conflictReloaded());
      expect(reloaded.editor.contact).toMatchObject({ status: 'idle', mode: 'edit', serial: opened.editor.contact.serial + 1 });
    });

    it('a 422 keeps the field errors for the fields', () => {
      const state = run(
        initial(),
        actions.editorOpened({ mode: 'create' }),
        actions.saveRejected({ code: 'request.validation_failed', fieldErrors: { number: ['A contact with this number already exists'] } }),
      );
      expect(state.editor.contact).toMatchObject({ status: 'failed', fieldErrors: { number: ['A contact with this number already exists'] } });
    });

    it('the number check answers only for the number still in the field', () => {
      const typed = run(
        initial(),
        actions.editorOpened({ mode: 'create' }),
        actions.numberChanged({ number: ' K-1 ', own: null }),
        actions.numberChanged({ number: 'K-12', own: null }),
      );
      expect(typed.editor.contact.number).toEqual({ number: 'K-12', status: 'checking' });
      expect(run(typed, actions.numberChecked({ number: 'K-1', status: 'taken' })).editor.contact.number.status).toBe('checking');
      expect(run(typed, actions.numberChecked({ number: 'K-12', status: 'taken' })).editor.contact.number.status).toBe('taken');
    });
  });

  describe('lookups', () => {
    it('a newer form schema push replaces the loaded one; an older one does not', () => {
      const loaded = run(initial(), actions.formLoaded(formView([element('a', 'short-text')], 2)));
      const push = (version: number) =>
        actions.formPushed({ collection: 'contact_forms', id: 'acc-1', view: formView([element('b', 'number')], version), position: 5 });
      expect(run(loaded, push(3)).lookups.form.data?.elements[0].key).toBe('b');
      expect(run(loaded, push(2)).lookups.form.data?.elements[0].key).toBe('a');
      // never read: nothing to update (the form is read when a dialog opens)
      expect(run(initial(), push(3)).lookups.form.data).toBeNull();
    });
  });
});
