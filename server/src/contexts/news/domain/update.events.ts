/** What an update says; every event carries the whole content, so a projection never has to merge. */
export interface UpdateContent {
  title: string;
  text: string;
  /** Millisecond timestamp shown as the update's date. */
  date: number;
  image_url: string | null;
}

export type UpdatePublished = { type: 'UpdatePublished'; data: UpdateContent };
export type UpdateEdited = { type: 'UpdateEdited'; data: UpdateContent };
export type UpdateWithdrawn = { type: 'UpdateWithdrawn'; data: Record<string, never> };

export type UpdateEvent = UpdatePublished | UpdateEdited | UpdateWithdrawn;

export const UPDATE_EVENT_TYPES: readonly UpdateEvent['type'][] = ['UpdatePublished', 'UpdateEdited', 'UpdateWithdrawn'];
