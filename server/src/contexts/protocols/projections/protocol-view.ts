import type { ProtocolView } from '@kollab/contracts';
import { fileUrl } from '../../../core/files/file-store';
import type { LiveProtocolState } from '../domain/protocol.state';

/** The view of a protocol's state (read model rows and past states alike). */
export function toProtocolView(id: string, state: LiveProtocolState, version: number, updatedAt: string): ProtocolView {
  return {
    id,
    number: state.number,
    title: state.title,
    type: state.type,
    teams: state.teams,
    date: state.date,
    author: state.author,
    created_by: state.created_by,
    body: state.body,
    attendees: state.attendees,
    viewers: state.viewers,
    watchers: state.watchers,
    comments_enabled: state.comments_enabled,
    comments: state.comments.map(({ id: commentId, body, author_id, created_at, updated_at }) => ({
      id: commentId,
      body,
      author_id,
      created_at,
      updated_at,
    })),
    contacts: state.contacts.map(({ contact_id, public: shared }) => ({ contact_id, public: shared })),
    files: state.files.map((file) => ({ ...file, url: fileUrl(file.id) })),
    published: state.published,
    published_at: state.published_at,
    published_by: state.published_by,
    created_at: state.created_at,
    updated_at: updatedAt,
    version,
  };
}
