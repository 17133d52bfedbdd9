import type { ItemTypeView, TypeKind } from '@kollab/contracts';
import type { TypeContent } from '../domain/item-type.events';

export interface ViewStamps {
  version: number;
  created_at: string;
  updated_at: string;
}

/** The view of a type of one kind: only the fields that kind has (seed §3). */
export function itemTypeViewOf(id: string, kind: TypeKind, content: TypeContent, stamps: ViewStamps): ItemTypeView {
  const { title } = content;
  const short = content.short ?? '';
  switch (kind) {
    case 'contact':
      return { id, kind, title, short, ...stamps };
    case 'task':
      return { id, kind, title, short, template: content.template, is_claim: content.is_claim, ...stamps };
    case 'protocol':
    case 'offer':
      return { id, kind, title, short, template: content.template, ...stamps };
    case 'claim':
      return { id, kind, title, parent_id: content.parent_id, ...stamps };
    default: {
      const unknown: never = kind;
      return unknown;
    }
  }
}
