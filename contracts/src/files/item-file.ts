/**
 * A file attached to an item (a task or a protocol): the facts its events record. `name`
 * is the uploader's file name as a label only; the bytes are stored and offered under a
 * server-made name.
 */
export interface ItemFile {
  id: string;
  name: string;
  /** As recognised from the bytes (never the client's declaration). */
  content_type: string;
  size: number;
  added_by: string;
  added_at: string;
}

/** An attached file as lists show it: `url` is GET /api/v1/files/{id}, served to whoever may read the item. */
export interface ItemFileView extends ItemFile {
  url: string;
}
