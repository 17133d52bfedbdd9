/**
 * The list row every team item kind keeps (tasks, offers): its view and folded state, its
 * read-scope keys and the columns every such list filters, sorts and searches on. A kind's
 * row adds its own columns (`{ ...teamItemRow(…), due_date, … }`); the kind's
 * defineCollectionColumns names which of them are SQL columns.
 */
export interface TeamItemRow<State, View> {
  id: string;
  version: number;
  deleted: boolean;
  /** The folded state (the projection continues from it; policy checks read it). */
  state: State;
  view: View;
  scope: string[];
  title: string;
  /** The title lower-cased: the title order. */
  title_key: string;
  /** '' before the item got its first type. */
  number: string;
  status: string;
  published_status: 'draft' | 'published';
  team: string | null;
  /** The creator's user id. */
  author: string;
  created_at: string;
  updated_at: string;
}

/** What a team item's folded state (not `none`) says that the common columns show. */
export interface TeamItemFacts {
  lifecycle: 'live' | 'deleted';
  title: string;
  number: string | null;
  status: string;
  published: boolean;
  team: string | null;
  created_by: string;
}

/** The common part of a team item's row at `version`. */
export function teamItemRow<State extends TeamItemFacts, View extends { id: string; created_at: string; updated_at: string }>(
  state: State,
  view: View,
  version: number,
  scope: string[],
): TeamItemRow<State, View> {
  return {
    id: view.id,
    version,
    deleted: state.lifecycle === 'deleted',
    state,
    view,
    scope,
    title: state.title,
    title_key: state.title.toLowerCase(),
    number: state.number ?? '',
    status: state.status,
    published_status: state.published ? 'published' : 'draft',
    team: state.team,
    author: state.created_by,
    created_at: view.created_at,
    updated_at: view.updated_at,
  };
}
