import type { UpdateCommand, UpdateDraft } from './update.commands';
import type { UpdateContent, UpdateEvent } from './update.events';
import { updateExists, updateNotFound } from './update.errors';
import type { UpdateState } from './update.state';

/**
 * Publish: a new update (its date the command's time unless given). Edit: only a
 * published update, and only when something changes. Withdraw: only a published update;
 * a withdrawn one stays gone (not found), so its id is never reused.
 */
export function decideUpdate(command: UpdateCommand, state: UpdateState): UpdateEvent[] {
  switch (command.type) {
    case 'PublishUpdate': {
      if (state.status !== 'none') throw updateExists();
      return [{ type: 'UpdatePublished', data: contentOf(command.data, command.metadata.now) }];
    }
    case 'EditUpdate': {
      if (state.status !== 'published') throw updateNotFound();
      const next = contentOf(command.data, state.content.date);
      return sameContent(next, state.content) ? [] : [{ type: 'UpdateEdited', data: next }];
    }
    case 'WithdrawUpdate': {
      if (state.status !== 'published') throw updateNotFound();
      return [{ type: 'UpdateWithdrawn', data: {} }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function contentOf(draft: UpdateDraft, fallbackDate: number): UpdateContent {
  return {
    title: draft.title.trim(),
    text: draft.text.trim(),
    date: draft.date ?? fallbackDate,
    image_url: draft.image_url?.trim() || null,
  };
}

const sameContent = (a: UpdateContent, b: UpdateContent): boolean =>
  a.title === b.title && a.text === b.text && a.date === b.date && a.image_url === b.image_url;
