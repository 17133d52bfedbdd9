/**
 * The display names a portal user's screen needs (issue 11 item 8): portal users may not
 * list the organisation's people or its types, so the views shared with them carry the
 * names of what they show — the item type's title and the names (full name, else user
 * name) of the users the view already names by id (assignees, author, attendees, comment
 * authors, file uploaders). Nothing else: no e-mail, no user name of anyone unnamed.
 */
export interface PortalNames {
  /** The title of the item's type; null without a type (or one since deleted). */
  type_title: string | null;
  /** user id → display name, for the ids the view names; an id without a name (a user since erased) is absent. */
  user_names: Record<string, string>;
}

/** Only the names of `ids`, whatever else `names` holds (one lookup may serve many views). */
export function pickNames(names: Readonly<Record<string, string>>, ids: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const id of ids) if (Object.prototype.hasOwnProperty.call(names, id)) picked[id] = names[id];
  return picked;
}
