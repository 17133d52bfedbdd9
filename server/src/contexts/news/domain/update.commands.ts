/** The fields an admin writes; `date` null: now (publish) or unchanged (edit). */
export interface UpdateDraft {
  title: string;
  text: string;
  date: number | null;
  image_url: string | null;
}

export type PublishUpdate = { type: 'PublishUpdate'; data: UpdateDraft; metadata: { now: number } };
export type EditUpdate = { type: 'EditUpdate'; data: UpdateDraft };
export type WithdrawUpdate = { type: 'WithdrawUpdate' };

export type UpdateCommand = PublishUpdate | EditUpdate | WithdrawUpdate;
