import { DeciderSpecification } from '../../../core/testing/decider-specification';
import type { UpdateCommand, UpdateDraft } from './update.commands';
import { decideUpdate } from './update.decide';
import type { UpdateContent, UpdateEvent } from './update.events';
import { evolveUpdate, initialUpdateState } from './update.state';

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

const publishedEvent: UpdateEvent = { type: 'UpdatePublished', data: content() };
const withdrawnEvent: UpdateEvent = { type: 'UpdateWithdrawn', data: {} };
const spec = DeciderSpecification.for({ decide: decideUpdate, evolve: evolveUpdate, initialState: initialUpdateState });
const newUpdate = spec.given();
const published = spec.given(publishedEvent);
const withdrawn = spec.given(publishedEvent, withdrawnEvent);

describe('PublishUpdate', () => {
  const publish = (data: UpdateDraft): UpdateCommand => ({ type: 'PublishUpdate', data, metadata: { now: NOW } });

  it('publishes a new update dated at the command time when no date is given', () => {
    newUpdate.when(publish(draft())).then([publishedEvent]);
  });

  it('keeps a given date (an earlier one, or a future one that schedules the update)', () => {
    const date = Date.UTC(2026, 5, 1);
    newUpdate.when(publish(draft({ date }))).then([{ type: 'UpdatePublished', data: content({ date }) }]);
  });

  it('trims title, text and image address, and stores a blank image address as none', () => {
    newUpdate
      .when(publish(draft({ title: '  Titel ', text: ' Text\n', image_url: '  ' })))
      .then([{ type: 'UpdatePublished', data: content({ title: 'Titel', text: 'Text' }) }]);
  });

  it('refuses an id that already has an update', () => {
    published.when(publish(draft())).thenRefuses('conflict');
  });
});

describe('EditUpdate', () => {
  const edit = (data: UpdateDraft): UpdateCommand => ({ type: 'EditUpdate', data });

  it('replaces title, text and image and keeps the date when none is given', () => {
    published
      .when(edit(draft({ title: 'Filter für Aufgaben', image_url: 'https://example.com/a.png' })))
      .then([{ type: 'UpdateEdited', data: content({ title: 'Filter für Aufgaben', image_url: 'https://example.com/a.png' }) }]);
  });

  it('changes the date when one is given', () => {
    published.when(edit(draft({ date: 42 }))).then([{ type: 'UpdateEdited', data: content({ date: 42 }) }]);
  });

  it('records nothing when nothing changes', () => {
    published.when(edit(draft())).thenNothing();
  });

  it('refuses an unknown update as not found', () => {
    newUpdate.when(edit(draft())).thenRefuses('not_found', 'news.update_not_found');
  });

  it('refuses a withdrawn update as not found', () => {
    withdrawn.when(edit(draft())).thenRefuses('not_found');
  });
});

describe('WithdrawUpdate', () => {
  const withdraw: UpdateCommand = { type: 'WithdrawUpdate' };

  it('withdraws a published update', () => {
    published.when(withdraw).then([withdrawnEvent]);
  });

  it('refuses an unknown or already withdrawn update as not found', () => {
    newUpdate.when(withdraw).thenRefuses('not_found');
    withdrawn.when(withdraw).thenRefuses('not_found');
  });

  it('never lets a withdrawn id be published again', () => {
    withdrawn.when({ type: 'PublishUpdate', data: draft(), metadata: { now: NOW } }).thenRefuses('conflict');
  });
});
