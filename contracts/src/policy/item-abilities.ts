/**
 * What the caller may do with one item, as the one policy answers it at the time of the
 * read (GET v1/tasks/{id}, GET v1/protocols/{id}): the client hides the controls the
 * caller may not use. Reading is implied (the item was read); watching and commenting
 * need only read.
 */
export interface ItemAbilities {
  edit: boolean;
  delete: boolean;
}
