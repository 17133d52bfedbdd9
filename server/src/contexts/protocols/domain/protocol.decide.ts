import { COMMENTS_ENABLED_BY_DEFAULT, sameValue, type FormErrors, DomainRefusal } from '@kollab/contracts';
import type { ProtocolCommand, ProtocolDraft, ProtocolFacts } from './protocol.commands';
import type { ProtocolEvent, ProtocolFields } from './protocol.events';
import {
  commentNotFound,
  commentsDisabled,
  contactNotLinked,
  fileNotFound,
  notCommentAuthor,
  protocolNotFound,
  publishNeedsTeamAndType,
} from './protocol.errors';
import { fieldsOf, type ProtocolState } from './protocol.state';
import { checkComment, checkProtocol } from './protocol.validate';

function valid<T>(checked: { fields: T; errors: FormErrors }): T {
  if (Object.keys(checked.errors).length) throw DomainRefusal.fields(checked.errors);
  return checked.fields;
}

function validComment(body: string): string {
  const errors = checkComment(body);
  if (Object.keys(errors).length) throw DomainRefusal.fields(errors);
  return body.trim();
}

/** Seed §4/§8: a published protocol has at least one team and a type. */
function assertPublishable(fields: ProtocolFields, published: boolean): void {
  if (published && (fields.teams.length === 0 || fields.type === null)) throw publishNeedsTeamAndType();
}

/** The draft laid over `base`: the fields it names replace theirs. */
function merged(base: ProtocolFields, draft: ProtocolDraft): ProtocolFields {
  const defined = Object.fromEntries(Object.entries(draft).filter(([key, value]) => value !== undefined && key !== 'published'));
  return { ...base, ...defined } as ProtocolFields;
}

/** The number to record: only when the protocol gets its first type. */
function numberFor(hadNumber: boolean, fields: ProtocolFields, facts: ProtocolFacts): string | null {
  if (hadNumber || fields.type === null) return null;
  if (facts.number === null) throw new Error('a protocol that gets its first type needs a reserved number');
  return facts.number;
}

/**
 * Create: the rules of seed §5 (title required, max 255; the type one of the account's
 * protocol types), teams of the account, author/attendees/viewers active members, a
 * Y-M-D date, and publishing only with a team and a type. Change: the same on the
 * merged fields, only the changed ones recorded, publishing as its own event. The rest:
 * only on a live protocol; comments by their author and while comments are enabled.
 */
export function decideProtocol(command: ProtocolCommand, state: ProtocolState): ProtocolEvent[] {
  if (command.type === 'CreateProtocol') {
    // Ids are made by the server: an existing stream means a bug, never a takeover.
    if (state.status !== 'none') throw protocolNotFound();
    const { draft, facts, creator, today } = command.data;
    const defaults: ProtocolFields = {
      title: '',
      type: null,
      teams: [],
      date: today,
      author: creator,
      body: '',
      attendees: [],
      viewers: [],
      comments_enabled: COMMENTS_ENABLED_BY_DEFAULT,
    };
    const fields = valid(checkProtocol(merged(defaults, draft), facts));
    const published = draft.published === true;
    assertPublishable(fields, published);
    return [{ type: 'ProtocolCreated', data: { ...fields, number: numberFor(false, fields, facts), created_by: creator, published } }];
  }
  if (state.status !== 'active') throw protocolNotFound();
  switch (command.type) {
    case 'ChangeProtocol': {
      const { draft, facts } = command.data;
      const current = fieldsOf(state);
      const fields = valid(checkProtocol(merged(current, draft), facts, current));
      const published = draft.published ?? state.published;
      assertPublishable(fields, published);
      const changed = Object.fromEntries(
        Object.entries(fields).filter(([key, value]) => !sameValue(value, current[key as keyof ProtocolFields])),
      ) as Partial<ProtocolFields>;
      const number = numberFor(state.number !== null, fields, facts);
      const events: ProtocolEvent[] = [];
      if (Object.keys(changed).length > 0 || number !== null) {
        events.push({ type: 'ProtocolChanged', data: { ...changed, ...(number !== null ? { number } : {}) } });
      }
      if (published !== state.published) events.push(published ? { type: 'ProtocolPublished', data: {} } : { type: 'ProtocolUnpublished', data: {} });
      return events;
    }
    case 'DeleteProtocol':
      return [{ type: 'ProtocolDeleted', data: {} }];
    case 'WatchProtocol': {
      const { user_id, watching } = command.data;
      return state.watchers.includes(user_id) === watching ? [] : [{ type: 'ProtocolWatchChanged', data: { user_id, watching } }];
    }
    case 'AddProtocolComment': {
      if (!state.comments_enabled) throw commentsDisabled();
      const { comment_id, body, author_id } = command.data;
      if (state.comments.some((c) => c.id === comment_id)) throw commentNotFound();
      return [{ type: 'ProtocolCommentAdded', data: { comment_id, body: validComment(body), author_id } }];
    }
    case 'ChangeProtocolComment': {
      const { comment_id, body, actor_id } = command.data;
      const comment = state.comments.find((c) => c.id === comment_id);
      if (!comment) throw commentNotFound();
      if (comment.author_id !== actor_id) throw notCommentAuthor();
      if (!state.comments_enabled) throw commentsDisabled();
      const text = validComment(body);
      return text === comment.body ? [] : [{ type: 'ProtocolCommentChanged', data: { comment_id, body: text } }];
    }
    case 'RemoveProtocolComment': {
      const { comment_id, actor_id } = command.data;
      const comment = state.comments.find((c) => c.id === comment_id);
      if (!comment) throw commentNotFound();
      if (comment.author_id !== actor_id) throw notCommentAuthor();
      return [{ type: 'ProtocolCommentRemoved', data: { comment_id } }];
    }
    case 'LinkProtocolContact': {
      const { contact_id, public: shared, known } = command.data;
      const linked = state.contacts.find((c) => c.contact_id === contact_id);
      if (linked) return linked.public === shared ? [] : [{ type: 'ProtocolContactShareChanged', data: { contact_id, public: shared } }];
      if (!known) throw DomainRefusal.fields({ contact_id: [{ key: 'protocols.contact_unknown' }] });
      return [{ type: 'ProtocolContactLinked', data: { contact_id, public: shared } }];
    }
    case 'ShareProtocolContact': {
      const { contact_id, public: shared } = command.data;
      const linked = state.contacts.find((c) => c.contact_id === contact_id);
      if (!linked) throw contactNotLinked();
      return linked.public === shared ? [] : [{ type: 'ProtocolContactShareChanged', data: { contact_id, public: shared } }];
    }
    case 'UnlinkProtocolContact': {
      const { contact_id } = command.data;
      if (!state.contacts.some((c) => c.contact_id === contact_id)) throw contactNotLinked();
      return [{ type: 'ProtocolContactUnlinked', data: { contact_id } }];
    }
    case 'AddProtocolFile': {
      const { file_id, ...file } = command.data;
      return state.files.some((f) => f.id === file_id) ? [] : [{ type: 'ProtocolFileAdded', data: { file_id, ...file } }];
    }
    case 'RemoveProtocolFile': {
      const { file_id } = command.data;
      if (!state.files.some((f) => f.id === file_id)) throw fileNotFound();
      return [{ type: 'ProtocolFileRemoved', data: { file_id } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
