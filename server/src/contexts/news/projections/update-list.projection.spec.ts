import { dayOf2030, ProjectionSpecification, streamEvents } from '../../../core/testing/projection-specification';
import type { UpdateContent, UpdateEvent } from '../domain/update.events';
import { UPDATES_COLLECTION, updateListProjection } from './update-list.projection';

const content: UpdateContent = {
  title: 'Neu: Protokolle teilen',
  text: 'Protokolle lassen sich jetzt mit dem Kundenportal teilen.',
  date: Date.UTC(2030, 0, 1),
  image_url: null,
};

/** Updates live in `_system` (their streams say so); the projection stores them in the account the event names. */
const updateStream = () => streamEvents<UpdateEvent>('update-n1', { accountId: '_system' });

describe('update list projection', () => {
  const spec = ProjectionSpecification.for(updateListProjection);

  it('writes the published update in `_system`', async () => {
    const update = updateStream();
    const when = spec.given().when(update('UpdatePublished', content));
    await when.thenDocument(
      UPDATES_COLLECTION,
      'n1',
      {
        id: 'n1',
        title: 'Neu: Protokolle teilen',
        text: 'Protokolle lassen sich jetzt mit dem Kundenportal teilen.',
        date: Date.UTC(2030, 0, 1),
        image_url: null,
        created_at: dayOf2030(1),
        updated_at: dayOf2030(1),
        version: 1,
      },
      '_system',
    );
    await when.thenNoDocument(UPDATES_COLLECTION, 'n1');
  });

  it('replaces the content with each edit, keeping the creation time', async () => {
    const update = updateStream();
    const edited: UpdateContent = {
      title: 'Neu: Protokolle im Portal',
      text: 'Jetzt auch mit Dateien.',
      date: Date.UTC(2030, 0, 2),
      image_url: '/news/portal.png',
    };
    await spec
      .given(update('UpdatePublished', content))
      .when(update('UpdateEdited', edited))
      .thenDocument(UPDATES_COLLECTION, 'n1', { id: 'n1', ...edited, created_at: dayOf2030(1), updated_at: dayOf2030(2), version: 2 }, '_system');
  });

  it('deletes a withdrawn update', async () => {
    const update = updateStream();
    await spec
      .given(update('UpdatePublished', content), update('UpdateEdited', content))
      .when(update('UpdateWithdrawn', {}))
      .thenNoDocument(UPDATES_COLLECTION, 'n1', '_system');
  });

  it('ignores an edit or withdrawal of an update it never saw published', async () => {
    const update = updateStream();
    await spec.given().when(update('UpdateEdited', content), update('UpdateWithdrawn', {})).thenNothingChanged();
  });

  it('stores an update in the account its event names', async () => {
    const update = streamEvents<UpdateEvent>('update-n2', { accountId: 'a2' });
    const store = await spec.given().when(update('UpdatePublished', content)).applied();
    expect(store.document(UPDATES_COLLECTION, 'n2', 'a2')).toMatchObject({ id: 'n2', version: 1 });
    expect(store.document(UPDATES_COLLECTION, 'n2', '_system')).toBeUndefined();
  });
});
