import { dayOf2030, ProjectionSpecification, streamEvents } from '../../../core/testing/projection-specification';
import type { ProtocolCreated, ProtocolEvent } from '../domain/protocol.events';
import { PROTOCOL_INDEX_COLLECTION, PROTOCOLS_COLLECTION, protocolListProjection } from './protocol-list.projection';

const created: ProtocolCreated['data'] = {
  title: 'Jour fixe Vertrieb',
  type: 'pt-besprechung',
  teams: ['team-vertrieb'],
  date: '2030-01-01',
  author: 'u-anna',
  body: '<h2>Agenda</h2><p>Preise &amp; Lieferzeiten&nbsp;für <strong>Q2</strong></p>',
  attendees: ['u-ben', 'u-anna'],
  viewers: ['u-clara'],
  comments_enabled: true,
  number: 'PRO-7',
  created_by: 'u-anna',
  published: false,
};

const protocolStream = () => streamEvents<ProtocolEvent>('protocol-p1', { actorId: 'u-anna' });

describe('protocol list projection', () => {
  const spec = ProjectionSpecification.for(protocolListProjection);

  it('writes the view and the index row of a new draft', async () => {
    const protocol = protocolStream();
    const when = spec.given().when(protocol('ProtocolCreated', created));
    const { number, created_by, published, ...fields } = created;
    const at = dayOf2030(1);
    await when.thenDocument(PROTOCOLS_COLLECTION, 'p1', {
      id: 'p1',
      ...fields,
      number,
      created_by,
      watchers: [],
      comments: [],
      contacts: [],
      files: [],
      published,
      published_at: null,
      published_by: null,
      created_at: at,
      updated_at: at,
      version: 1,
    });
    await when.thenDocument(PROTOCOL_INDEX_COLLECTION, 'p1', {
      id: 'p1',
      version: 1,
      status: 'active',
      state: {
        status: 'active',
        ...created,
        published_at: null,
        published_by: null,
        watchers: [],
        comments: [],
        contacts: [],
        files: [],
        created_at: at,
      },
      scope_keys: ['owner:u-anna', 'participant:u-ben', 'participant:u-anna', 'participant:u-clara'],
      published: false,
      author: 'u-anna',
      attendees: ['u-ben', 'u-anna'],
      teams: ['team-vertrieb'],
      contact_ids: [],
      shared_contact_ids: [],
      date: '2030-01-01',
      title_key: 'jour fixe vertrieb',
      number_key: 'pro-000000000007',
      title: 'Jour fixe Vertrieb',
      number: 'PRO-7',
      body_text: 'Agenda Preise & Lieferzeiten für Q2',
      created_at: at,
      updated_at: at,
    });
  });

  it('shares a published protocol with its team, its creator and the contacts linked publicly', async () => {
    const protocol = protocolStream();
    const store = await spec
      .given(protocol('ProtocolCreated', created), protocol('ProtocolContactLinked', { contact_id: 'c-mueller', public: false }))
      .when(
        protocol('ProtocolContactLinked', { contact_id: 'c-schulz', public: true }),
        protocol('ProtocolContactLinked', { contact_id: 'c-weber', public: true }),
        protocol('ProtocolContactShareChanged', { contact_id: 'c-mueller', public: true }),
        protocol('ProtocolContactUnlinked', { contact_id: 'c-weber' }),
        protocol('ProtocolPublished', {}, { actorId: 'u-ben' }),
      )
      .applied();
    expect(store.document(PROTOCOL_INDEX_COLLECTION, 'p1')).toMatchObject({
      published: true,
      contact_ids: ['c-mueller', 'c-schulz'],
      shared_contact_ids: ['c-mueller', 'c-schulz'],
      scope_keys: [
        'owner:u-anna',
        'participant:u-ben',
        'participant:u-anna',
        'participant:u-clara',
        'team:team-vertrieb',
        'creator:u-anna',
        'contact:c-mueller',
        'contact:c-schulz',
      ],
      version: 7,
    });
    expect(store.document(PROTOCOLS_COLLECTION, 'p1')).toMatchObject({
      contacts: [
        { contact_id: 'c-mueller', public: true },
        { contact_id: 'c-schulz', public: true },
      ],
      published: true,
      published_at: dayOf2030(7),
      published_by: 'u-ben',
      version: 7,
    });
  });

  it('keeps only the contacts linked publicly as shared, and drops their keys when unpublished', async () => {
    const protocol = protocolStream();
    await spec
      .given(
        protocol('ProtocolCreated', { ...created, published: true }),
        protocol('ProtocolContactLinked', { contact_id: 'c-schulz', public: true }),
      )
      .when(protocol('ProtocolContactLinked', { contact_id: 'c-mueller', public: false }), protocol('ProtocolUnpublished', {}))
      .thenDocumentMatches(PROTOCOL_INDEX_COLLECTION, 'p1', {
        published: false,
        contact_ids: ['c-schulz', 'c-mueller'],
        shared_contact_ids: ['c-schulz'],
        scope_keys: ['owner:u-anna', 'participant:u-ben', 'participant:u-anna', 'participant:u-clara'],
      });
  });

  it('numbers a draft when it gets its type, and follows title, body, comments, files and watchers', async () => {
    const protocol = protocolStream();
    const store = await spec
      .given(protocol('ProtocolCreated', { ...created, type: null, number: null }))
      .when(
        protocol('ProtocolChanged', {
          type: 'pt-besprechung',
          number: 'PRO-12',
          title: 'Ärger mit Lieferant',
          body: '<p>&quot;Termin&quot; &lt;verschoben&gt;</p>',
        }),
        protocol('ProtocolCommentAdded', { comment_id: 'k1', body: 'Bitte ergänzen', author_id: 'u-ben' }),
        protocol('ProtocolCommentChanged', { comment_id: 'k1', body: 'Erledigt' }),
        protocol('ProtocolFileAdded', { file_id: 'f1', name: 'Agenda.pdf', content_type: 'application/pdf', size: 2048, added_by: 'u-anna' }),
        protocol('ProtocolWatchChanged', { user_id: 'u-ben', watching: true }),
      )
      .applied();
    expect(store.document(PROTOCOL_INDEX_COLLECTION, 'p1')).toMatchObject({
      title: 'Ärger mit Lieferant',
      title_key: 'ärger mit lieferant',
      number: 'PRO-12',
      number_key: 'pro-000000000012',
      body_text: '"Termin" <verschoben>',
      updated_at: dayOf2030(6),
      version: 6,
    });
    expect(store.document(PROTOCOLS_COLLECTION, 'p1')).toMatchObject({
      type: 'pt-besprechung',
      number: 'PRO-12',
      comments: [{ id: 'k1', body: 'Erledigt', author_id: 'u-ben', created_at: dayOf2030(3), updated_at: dayOf2030(4) }],
      files: [
        {
          id: 'f1',
          name: 'Agenda.pdf',
          content_type: 'application/pdf',
          size: 2048,
          added_by: 'u-anna',
          added_at: dayOf2030(5),
          url: '/api/v1/files/f1',
        },
      ],
      watchers: ['u-ben'],
    });
  });

  it('has no number key for a draft without a number', async () => {
    const protocol = protocolStream();
    await spec
      .given()
      .when(protocol('ProtocolCreated', { ...created, type: null, number: null }))
      .thenDocumentMatches(PROTOCOL_INDEX_COLLECTION, 'p1', { number: '', number_key: null });
  });

  it('leaves a tombstone view and a deleted index row when the protocol is deleted', async () => {
    const protocol = protocolStream();
    const when = spec.given(protocol('ProtocolCreated', created), protocol('ProtocolPublished', {})).when(protocol('ProtocolDeleted', {}));
    await when.thenDocument(PROTOCOLS_COLLECTION, 'p1', { id: 'p1', version: 3, deleted: true });
    await when.thenDocumentMatches(PROTOCOL_INDEX_COLLECTION, 'p1', { status: 'deleted', version: 3 });
  });

  it('ignores events before the protocol was created', async () => {
    const protocol = protocolStream();
    await spec
      .given()
      .when(protocol('ProtocolContactLinked', { contact_id: 'c-schulz', public: true }), protocol('ProtocolDeleted', {}))
      .thenNothingChanged();
  });
});
