import type { ItemFile } from '@kollab/contracts';
import type { ProtocolEvent, ProtocolFields } from './protocol.events';

export interface ProtocolComment {
  id: string;
  body: string;
  author_id: string;
  created_at: string;
  updated_at: string;
}

export interface ProtocolContactLink {
  contact_id: string;
  public: boolean;
}

export type ProtocolFile = ItemFile;

export type LiveProtocolState = ProtocolFields & {
  status: 'active' | 'deleted';
  number: string | null;
  created_by: string;
  published: boolean;
  published_at: string | null;
  published_by: string | null;
  watchers: string[];
  comments: ProtocolComment[];
  contacts: ProtocolContactLink[];
  files: ProtocolFile[];
  created_at: string;
};

export type ProtocolState = { status: 'none' } | LiveProtocolState;

/** When and by whom an event happened (its metadata): comment and publish times. */
export interface EventMeta {
  at: string;
  actorId: string | null;
}

export const initialProtocolState = (): ProtocolState => ({ status: 'none' });

const without = (list: string[], value: string): string[] => list.filter((item) => item !== value);

export function evolveProtocol(state: ProtocolState, event: ProtocolEvent, meta: EventMeta): ProtocolState {
  if (event.type === 'ProtocolCreated') {
    const { published, ...fields } = event.data;
    return {
      status: 'active',
      ...fields,
      published,
      published_at: published ? meta.at : null,
      published_by: published ? meta.actorId : null,
      watchers: [],
      comments: [],
      contacts: [],
      files: [],
      created_at: meta.at,
    };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'ProtocolChanged':
      return { ...state, ...event.data };
    case 'ProtocolPublished':
      return { ...state, published: true, published_at: meta.at, published_by: meta.actorId };
    case 'ProtocolUnpublished':
      return { ...state, published: false, published_at: null, published_by: null };
    case 'ProtocolDeleted':
      return { ...state, status: 'deleted' };
    case 'ProtocolWatchChanged': {
      const { user_id, watching } = event.data;
      return { ...state, watchers: watching ? [...without(state.watchers, user_id), user_id] : without(state.watchers, user_id) };
    }
    case 'ProtocolCommentAdded': {
      const { comment_id, body, author_id } = event.data;
      return { ...state, comments: [...state.comments, { id: comment_id, body, author_id, created_at: meta.at, updated_at: meta.at }] };
    }
    case 'ProtocolCommentChanged':
      return {
        ...state,
        comments: state.comments.map((c) => (c.id === event.data.comment_id ? { ...c, body: event.data.body, updated_at: meta.at } : c)),
      };
    case 'ProtocolCommentRemoved':
      return { ...state, comments: state.comments.filter((c) => c.id !== event.data.comment_id) };
    case 'ProtocolContactLinked':
      return { ...state, contacts: [...state.contacts, { ...event.data }] };
    case 'ProtocolContactShareChanged':
      return { ...state, contacts: state.contacts.map((c) => (c.contact_id === event.data.contact_id ? { ...event.data } : c)) };
    case 'ProtocolContactUnlinked':
      return { ...state, contacts: state.contacts.filter((c) => c.contact_id !== event.data.contact_id) };
    case 'ProtocolFileAdded': {
      const { file_id, name, content_type, size, added_by } = event.data;
      return { ...state, files: [...state.files, { id: file_id, name, content_type, size, added_by, added_at: meta.at }] };
    }
    case 'ProtocolFileRemoved':
      return { ...state, files: state.files.filter((f) => f.id !== event.data.file_id) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function fieldsOf(state: LiveProtocolState): ProtocolFields {
  const { title, type, teams, date, author, body, attendees, viewers, comments_enabled } = state;
  return { title, type, teams, date, author, body, attendees, viewers, comments_enabled };
}
