import type { UpdateCommand, UpdateDraft } from './update.commands';
import { decideUpdate } from './update.decide';
import type { UpdateContent, UpdateEvent } from './update.events';
import { evolveUpdate, initialUpdateState, type UpdateState } from './update.state';

const NOW = Date.UTC(2026, 0, 15, 9, 30);
const draft = (overrides: Partial<UpdateDraft> = {}): UpdateDraft => ({
  title: 'Neue Aufgabenliste',
  text: 'Die Aufgabenliste hat jetzt Filter.',
  date: null,
  image_url: null,
  ...overrides,
});
const content = (overrides: Partial<UpdateContent> = {}): UpdateContent => ({
  title: 'Neue Aufgabenliste',
  text: 'Die Aufgabenliste hat jetzt Filter.',
  date: NOW,
  image_url: null,
  ...overrides,
});

const given = (...events: UpdateEvent[]): UpdateState => events.reduce(evolveUpdate, initialUpdateState());
const when = (state: UpdateState, command: UpdateCommand) => () => decideUpdate(command, state);

describe('PublishUpdate', () => {
  const publish = (data: UpdateDraft): UpdateCommand => ({ type: 'PublishUpdate', data, metadata: { now: NOW } });

  it('publishes a new update dated at the command time when no date is given', () => {
    expect(when(given(), publish(draft()))()).toEqual([{ type: 'UpdatePublished', data: content() }]);
  });

  it('keeps a given date (an earlier one, or a future one that schedules the update)', () => {
    const date = Date.UTC(2026, 5, 1);
    expect(when(given(), publish(draft({ date })))()).toEqual([{ type: 'UpdatePublished', data: content({ date }) }]);
  });

  it('trims title, text and image address, and stores a blank image address as none', () => {
    const events = when(given(), publish(draft({ title: '  Titel ', text: ' Text\n', image_url: '  ' })))();
    expect(events).toEqual([{ type: 'UpdatePublished', data: content({ title: 'Titel', text: 'Text' }) }]);
  });

  it('refuses an id that already has an update', () => {
    expect(when(given({ type: 'UpdatePublished', data: content() }), publish(draft()))).toThrow(expect.objectContaining({ kind: 'conflict' }));
  });
});

describe('EditUpdate', () => {
  const edit = (data: UpdateDraft): UpdateCommand => ({ type: 'EditUpdate', data });
  const published = given({ type: 'UpdatePublished', data: content() });

  it('replaces title, text and image and keeps the date when none is given', () => {
    const events = when(published, edit(draft({ title: 'Filter für Aufgaben', image_url: 'https://example.com/a.png' })))();
    expect(events).toEqual([{ type: 'UpdateEdited', data: content({ title: 'Filter für Aufgaben', image_url: 'https://example.com/a.png' }) }]);
  });

  it('changes the date when one is given', () => {
    expect(when(published, edit(draft({ date: 42 })))()).toEqual([{ type: 'UpdateEdited', data: content({ date: 42 }) }]);
  });

  it('records nothing when nothing changes', () => {
    expect(when(published, edit(draft()))()).toEqual([]);
  });

  it('refuses an unknown update as not found', () => {
    expect(when(given(), edit(draft()))).toThrow(expect.objectContaining({ kind: 'not_found', code: 'news.update_not_found' }));
  });

  it('refuses a withdrawn update as not found', () => {
    const withdrawn = given({ type: 'UpdatePublished', data: content() }, { type: 'UpdateWithdrawn', data: {} });
    expect(when(withdrawn, edit(draft()))).toThrow(expect.objectContaining({ kind: 'not_found' }));
  });
});

describe('WithdrawUpdate', () => {
  const withdraw: UpdateCommand = { type: 'WithdrawUpdate' };

  it('withdraws a published update', () => {
    expect(when(given({ type: 'UpdatePublished', data: content() }), withdraw)()).toEqual([{ type: 'UpdateWithdrawn', data: {} }]);
  });

  it('refuses an unknown or already withdrawn update as not found', () => {
    expect(when(given(), withdraw)).toThrow(expect.objectContaining({ kind: 'not_found' }));
    const withdrawn = given({ type: 'UpdatePublished', data: content() }, { type: 'UpdateWithdrawn', data: {} });
    expect(when(withdrawn, withdraw)).toThrow(expect.objectContaining({ kind: 'not_found' }));
  });

  it('never lets a withdrawn id be published again', () => {
    const withdrawn = given({ type: 'UpdatePublished', data: content() }, { type: 'UpdateWithdrawn', data: {} });
    expect(when(withdrawn, { type: 'PublishUpdate', data: draft(), metadata: { now: NOW } })).toThrow(expect.objectContaining({ kind: 'conflict' }));
  });
});
