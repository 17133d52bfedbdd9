/**
 * The names a portal user's screen shows (issue 11 item 8). Portal users may not list the
 * organisation's people or types; the views shared with them (PortalTaskView,
 * PortalProtocolView) carry `type_title` and `user_names` instead. Staff views carry
 * neither. Merged over the lookups, so every component that names a user or a type by id
 * finds them.
 */
export interface SharedNames {
  users: Record<string, string>;
  types: Record<string, string>;
}

interface MaybeNamed {
  type?: string | null;
  type_title?: string | null;
  user_names?: Record<string, string>;
}

export function sharedNamesOf(views: ReadonlyArray<MaybeNamed | null | undefined>): SharedNames {
  const names: SharedNames = { users: {}, types: {} };
  for (const view of views) {
    if (!view) continue;
    if (view.user_names) Object.assign(names.users, view.user_names);
    if (view.type && view.type_title) names.types[view.type] = view.type_title;
  }
  return names;
}
