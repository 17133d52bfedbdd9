import type { UpdateContent, UpdateEvent } from './update.events';

export type UpdateState = { status: 'none' } | { status: 'published'; content: UpdateContent } | { status: 'withdrawn' };

export const initialUpdateState = (): UpdateState => ({ status: 'none' });

export function evolveUpdate(_state: UpdateState, event: UpdateEvent): UpdateState {
  switch (event.type) {
    case 'UpdatePublished':
    case 'UpdateEdited':
      return { status: 'published', content: event.data };
    case 'UpdateWithdrawn':
      return { status: 'withdrawn' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
