import { isRefusal, type RefusalKind } from '@kollab/contracts';
import type { ProtocolCommand, ProtocolDraft, ProtocolFacts } from './protocol.commands';
import { decideProtocol } from './protocol.decide';
import type { ProtocolEvent } from './protocol.events';
import { evolveProtocol, initialProtocolState, type LiveProtocolState, type ProtocolState } from './protocol.state';

const facts = (overrides: Partial<ProtocolFacts> = {}): ProtocolFacts => ({
  typeKnown: true,
  knownTeamIds: ['t1', 't2'],
  activeMemberIds: ['u1', 'u2', 'u3'],
  number: null,
  ...overrides,
});
const create = (draft: ProtocolDraft, f: ProtocolFacts = facts()): ProtocolCommand => ({
  type: 'CreateProtocol',
  data: { draft, facts: f, creator: 'u1', today: '2026-03-02' },
});
const change = (draft: ProtocolDraft, f: ProtocolFacts = facts()): ProtocolCommand => ({ type: 'ChangeProtocol', data: { draft, facts: f } });

const fold = (events: ProtocolEvent[], state: ProtocolState = initialProtocolState()): ProtocolState =>
  events.reduce((s, e, i) => evolveProtocol(s, e, { at: `2026-03-02T10:00:0${i}.000Z`, actorId: 'u1' }), state);
const run = (state: ProtocolState, command: ProtocolCommand): ProtocolState => fold(decideProtocol(command, state), state);
const live = (state: ProtocolState): LiveProtocolState => {
  if (state.status === 'none') throw new Error('not created');
  return state;
};
const refusal = (fn: () => unknown): { kind?: RefusalKind; code?: string; errors?: unknown } => {
  try {
    fn();
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return error.code === 'request.validation_failed' ? { kind: error.kind, errors: error.errors } : { kind: error.kind, code: error.code };
  }
  throw new Error('not refused');
};
const draft = () => run(initialProtocolState(), create({ title: 'Jour fixe' }));

describe('protocol decider', () => {
  describe('create', () => {
    it('makes a draft with defaults: author the creator, date the day, comments on, no type, no number', () => {
      const [event] = decideProtocol(create({ title: '  Jour fixe ' }), initialProtocolState());
      expect(event).toEqual({
        type: 'ProtocolCreated',
        data: {
          title: 'Jour fixe',
          type: null,
          teams: [],
          date: '2026-03-02',
          author: 'u1',
          body: '',
          attendees: [],
          viewers: [],
          comments_enabled: true,
          number: null,
          created_by: 'u1',
          published: false,
        },
      });
    });

    it('takes the reserved number when it has a type, and publishes with a team and a type', () => {
      const [event] = decideProtocol(
        create({ title: 'A', type: 'pt', teams: ['t1'], published: true }, facts({ number: 'PR-7' })),
        initialProtocolState(),
      );
      expect(event.data).toMatchObject({ number: 'PR-7', type: 'pt', teams: ['t1'], published: true });
      expect(live(fold([event]))).toMatchObject({ published: true, published_at: '2026-03-02T10:00:00.000Z', published_by: 'u1' });
    });

    it('refuses to publish without a team or without a type (422 protocols.publish_needs_team_and_type)', () => {
      const needs = { kind: 'invalid', code: 'protocols.publish_needs_team_and_type' };
      expect(
        refusal(() => decideProtocol(create({ title: 'A', type: 'pt', published: true }, facts({ number: 'P-1' })), initialProtocolState())),
      ).toEqual(needs);
      expect(refusal(() => decideProtocol(create({ title: 'A', teams: ['t1'], published: true }), initialProtocolState()))).toEqual(needs);
    });

    it('checks every field: title required and max 255, type and teams of the account, members active, a Y-M-D date', () => {
      expect(refusal(() => decideProtocol(create({ title: ' ' }), initialProtocolState())).errors).toEqual({
        title: [{ key: 'validation.required' }],
      });
      expect(refusal(() => decideProtocol(create({ title: 'x'.repeat(256) }), initialProtocolState())).errors).toEqual({
        title: [{ key: 'validation.max_length', params: { max: 255 } }],
      });
      const bad = create(
        { title: 'A', type: 'nope', teams: ['t9'], author: 'u9', attendees: ['u1', 'u8'], viewers: ['u7'], date: '2026-02-30' },
        facts({ typeKnown: false, number: 'P-1' }),
      );
      expect(Object.keys(refusal(() => decideProtocol(bad, initialProtocolState())).errors as object).sort()).toEqual([
        'attendees',
        'author',
        'date',
        'teams',
        'type',
        'viewers',
      ]);
    });

    it('limits the sanitised body', () => {
      expect(refusal(() => decideProtocol(create({ title: 'A', body: 'x'.repeat(100_001) }), initialProtocolState())).errors).toEqual({
        body: [{ key: 'protocols.body_too_long' }],
      });
    });

    it('never takes over an existing stream', () => {
      expect(refusal(() => decideProtocol(create({ title: 'A' }), draft())).code).toBe('protocols.protocol_not_found');
    });
  });

  describe('change', () => {
    it('records only the changed fields, nothing when nothing changed', () => {
      const state = draft();
      expect(decideProtocol(change({ title: 'Jour fixe', body: '' }), state)).toEqual([]);
      expect(decideProtocol(change({ title: 'Neu', attendees: ['u2'] }), state)).toEqual([
        { type: 'ProtocolChanged', data: { title: 'Neu', attendees: ['u2'] } },
      ]);
    });

    it('gives the number when the protocol gets its first type, never again', () => {
      const typed = run(draft(), change({ type: 'pt' }, facts({ number: 'PR-3' })));
      expect(live(typed).number).toBe('PR-3');
      expect(decideProtocol(change({ type: 'pt2' }, facts({ number: 'PR-4' })), typed)).toEqual([{ type: 'ProtocolChanged', data: { type: 'pt2' } }]);
      expect(() => decideProtocol(change({ type: 'pt' }), draft())).toThrow('reserved number');
    });

    it('publishes and unpublishes as their own events; a published protocol keeps a team and a type', () => {
      const typed = run(draft(), change({ type: 'pt', teams: ['t1'] }, facts({ number: 'P-1' })));
      const published = run(typed, change({ published: true }));
      expect(live(published)).toMatchObject({ published: true, published_by: 'u1' });
      expect(refusal(() => decideProtocol(change({ teams: [] }), published)).code).toBe('protocols.publish_needs_team_and_type');
      expect(refusal(() => decideProtocol(change({ type: null }), published)).code).toBe('protocols.publish_needs_team_and_type');
      expect(decideProtocol(change({ published: false }), published)).toEqual([{ type: 'ProtocolUnpublished', data: {} }]);
      expect(refusal(() => decideProtocol(change({ published: true }), draft())).code).toBe('protocols.publish_needs_team_and_type');
    });

    it('keeps members and teams the protocol already had valid after they left', () => {
      const state = run(draft(), change({ attendees: ['u2'], teams: ['t1'] }));
      expect(decideProtocol(change({ title: 'B' }, facts({ activeMemberIds: [], knownTeamIds: [] })), state)).toEqual([
        { type: 'ProtocolChanged', data: { title: 'B' } },
      ]);
      expect(refusal(() => decideProtocol(change({ attendees: ['u2', 'u3'] }, facts({ activeMemberIds: [] })), state)).errors).toEqual({
        attendees: [{ key: 'protocols.member_not_active' }],
      });
    });
  });

  describe('delete, watch, comments, contacts', () => {
    it('deletes a live protocol; a deleted one is not found for everything', () => {
      const deleted = run(draft(), { type: 'DeleteProtocol', data: {} });
      expect(deleted.status).toBe('deleted');
      expect(refusal(() => decideProtocol({ type: 'DeleteProtocol', data: {} }, deleted)).code).toBe('protocols.protocol_not_found');
      expect(refusal(() => decideProtocol(change({ title: 'X' }), deleted)).code).toBe('protocols.protocol_not_found');
      expect(refusal(() => decideProtocol({ type: 'DeleteProtocol', data: {} }, initialProtocolState())).code).toBe('protocols.protocol_not_found');
    });

    it('watches and unwatches, idempotently', () => {
      const watched = run(draft(), { type: 'WatchProtocol', data: { user_id: 'u2', watching: true } });
      expect(live(watched).watchers).toEqual(['u2']);
      expect(decideProtocol({ type: 'WatchProtocol', data: { user_id: 'u2', watching: true } }, watched)).toEqual([]);
      expect(live(run(watched, { type: 'WatchProtocol', data: { user_id: 'u2', watching: false } })).watchers).toEqual([]);
    });

    it('adds comments; their author changes and removes them; disabled comments refuse', () => {
      const commented = run(draft(), { type: 'AddProtocolComment', data: { comment_id: 'c1', body: ' Gut ', author_id: 'u2' } });
      expect(live(commented).comments).toEqual([
        { id: 'c1', body: 'Gut', author_id: 'u2', created_at: expect.any(String), updated_at: expect.any(String) },
      ]);
      expect(
        refusal(() => decideProtocol({ type: 'ChangeProtocolComment', data: { comment_id: 'c1', body: 'X', actor_id: 'u1' } }, commented)),
      ).toEqual({ kind: 'forbidden', code: 'protocols.not_comment_author' });
      expect(refusal(() => decideProtocol({ type: 'RemoveProtocolComment', data: { comment_id: 'c9', actor_id: 'u2' } }, commented)).code).toBe(
        'protocols.comment_not_found',
      );
      expect(
        live(run(commented, { type: 'ChangeProtocolComment', data: { comment_id: 'c1', body: 'Besser', actor_id: 'u2' } })).comments[0].body,
      ).toBe('Besser');
      expect(live(run(commented, { type: 'RemoveProtocolComment', data: { comment_id: 'c1', actor_id: 'u2' } })).comments).toEqual([]);
      expect(
        refusal(() => decideProtocol({ type: 'AddProtocolComment', data: { comment_id: 'c2', body: ' ', author_id: 'u2' } }, commented)).errors,
      ).toEqual({ body: [{ key: 'validation.required' }] });
      const closed = run(commented, change({ comments_enabled: false }));
      expect(refusal(() => decideProtocol({ type: 'AddProtocolComment', data: { comment_id: 'c2', body: 'x', author_id: 'u2' } }, closed))).toEqual({
        kind: 'invalid',
        code: 'protocols.comments_disabled',
      });
      expect(
        refusal(() => decideProtocol({ type: 'ChangeProtocolComment', data: { comment_id: 'c1', body: 'x', actor_id: 'u2' } }, closed)).code,
      ).toBe('protocols.comments_disabled');
    });

    it('links contacts of the account, shares and unshares them, unlinks them', () => {
      expect(
        refusal(() => decideProtocol({ type: 'LinkProtocolContact', data: { contact_id: 'k1', public: false, known: false } }, draft())).errors,
      ).toEqual({ contact_id: [{ key: 'protocols.contact_unknown' }] });
      const linked = run(draft(), { type: 'LinkProtocolContact', data: { contact_id: 'k1', public: false, known: true } });
      expect(decideProtocol({ type: 'LinkProtocolContact', data: { contact_id: 'k1', public: false, known: true } }, linked)).toEqual([]);
      const shared = run(linked, { type: 'ShareProtocolContact', data: { contact_id: 'k1', public: true } });
      expect(live(shared).contacts).toEqual([{ contact_id: 'k1', public: true }]);
      expect(refusal(() => decideProtocol({ type: 'ShareProtocolContact', data: { contact_id: 'k2', public: true } }, shared)).code).toBe(
        'protocols.contact_not_linked',
      );
      expect(live(run(shared, { type: 'UnlinkProtocolContact', data: { contact_id: 'k1' } })).contacts).toEqual([]);
      expect(refusal(() => decideProtocol({ type: 'UnlinkProtocolContact', data: { contact_id: 'k1' } }, draft())).code).toBe(
        'protocols.contact_not_linked',
      );
    });
  });

  describe('files', () => {
    const file = {
      file_id: 'f1',
      name: 'Folien.pptx',
      content_type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      size: 2048,
      added_by: 'u2',
    };
    it('records a stored file once, with who added it and when', () => {
      const attached = run(draft(), { type: 'AddProtocolFile', data: file });
      expect(live(attached).files).toEqual([
        { id: 'f1', name: 'Folien.pptx', content_type: file.content_type, size: 2048, added_by: 'u2', added_at: expect.any(String) },
      ]);
      expect(decideProtocol({ type: 'AddProtocolFile', data: file }, attached)).toEqual([]);
    });
    it('removes only a file of the protocol', () => {
      const attached = run(draft(), { type: 'AddProtocolFile', data: file });
      expect(live(run(attached, { type: 'RemoveProtocolFile', data: { file_id: 'f1' } })).files).toEqual([]);
      expect(refusal(() => decideProtocol({ type: 'RemoveProtocolFile', data: { file_id: 'f1' } }, draft()))).toEqual({
        kind: 'not_found',
        code: 'protocols.file_not_found',
      });
    });
    it('takes no file on a deleted protocol', () => {
      const deleted = run(draft(), { type: 'DeleteProtocol', data: {} });
      expect(refusal(() => decideProtocol({ type: 'AddProtocolFile', data: file }, deleted)).code).toBe('protocols.protocol_not_found');
    });
  });
});
