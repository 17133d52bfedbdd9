import type { TypeKind } from '@kollab/contracts';
import type { ItemTypeEvent, TypeContent } from './item-type.events';

/** Flat, so the history of a type names the fields each event changed. */
export type ItemTypeState = { status: 'none' } | ({ status: 'active' | 'deleted'; kind: TypeKind } & TypeContent);

export const initialItemTypeState = (): ItemTypeState => ({ status: 'none' });

export function evolveItemType(state: ItemTypeState, event: ItemTypeEvent): ItemTypeState {
  switch (event.type) {
    case 'ItemTypeCreated':
      return { status: 'active', ...event.data };
    case 'ItemTypeChanged':
      return state.status === 'active' ? { status: 'active', ...event.data } : state;
    case 'ItemTypeDeleted':
      return state.status === 'active' ? { ...state, status: 'deleted' } : state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
