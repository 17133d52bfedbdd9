import { hasShort, hasTemplate, TYPE_SHORT_MAX, TYPE_TEMPLATE_MAX, TYPE_TITLE_MAX, type TypeKind } from '@kollab/contracts';
import { childCount, isAtOrBelow, type ClaimTree } from './claim-tree';
import type { ItemTypeCommand, TreeFacts, TypeDraft } from './item-type.commands';
import {
  claimTypeHasChildren,
  parentCycle,
  parentNotFound,
  shortMissing,
  shortTooLong,
  templateTooLong,
  titleMissing,
  titleTooLong,
  typeExists,
  typeInUse,
  typeNotFound,
} from './item-type.errors';
import type { ItemTypeEvent, TypeContent } from './item-type.events';
import type { ItemTypeState } from './item-type.state';

const EMPTY: TypeContent = { title: '', short: null, template: null, is_claim: false, parent_id: null };

/**
 * Create: a title (and a prefix, except for claim types), trimmed and within limits; a
 * claim type's parent must be a live claim type of the account. Change: only a live type
 * of the same kind (else not found), the same rules, no move below itself or its
 * sub-types, nothing recorded when nothing changes. Delete: only a live type that no
 * item uses and, for claim types, that has no sub-types. Uniqueness of title and prefix
 * is held by the reservations the handler takes (it needs the other types).
 */
export function decideItemType(command: ItemTypeCommand, state: ItemTypeState): ItemTypeEvent[] {
  switch (command.type) {
    case 'CreateItemType': {
      const { id, kind, draft } = command.data;
      if (state.status !== 'none') throw typeExists();
      const content = contentOf(kind, draft, EMPTY);
      if (content.parent_id !== null) checkParent(command.facts, id, content.parent_id);
      return [{ type: 'ItemTypeCreated', data: { kind, ...content } }];
    }
    case 'ChangeItemType': {
      const { id, kind, draft } = command.data;
      const current = liveOf(state, kind);
      const content = contentOf(kind, draft, current);
      if (content.parent_id !== null && content.parent_id !== current.parent_id) checkParent(command.facts, id, content.parent_id);
      return sameContent(content, current) ? [] : [{ type: 'ItemTypeChanged', data: { kind, ...content } }];
    }
    case 'DeleteItemType': {
      const { id, kind } = command.data;
      liveOf(state, kind);
      if (command.facts.usage > 0) throw typeInUse(command.facts.usage);
      if (kind === 'claim' && childCount(treeOf(command.facts), id) > 0) throw claimTypeHasChildren();
      return [{ type: 'ItemTypeDeleted', data: { kind } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

/** The live type of that kind; a type of another kind reads as none (its id is not on that list). */
function liveOf(state: ItemTypeState, kind: TypeKind): TypeContent {
  if (state.status !== 'active' || state.kind !== kind) throw typeNotFound();
  return state;
}

function contentOf(kind: TypeKind, draft: TypeDraft, base: TypeContent): TypeContent {
  const title = draft.title.trim();
  if (title === '') throw titleMissing();
  if (title.length > TYPE_TITLE_MAX) throw titleTooLong();
  return {
    title,
    short: hasShort(kind) ? shortOf(draft.short) : null,
    template: hasTemplate(kind) ? templateOf(draft.template === undefined ? base.template : draft.template) : null,
    is_claim: kind === 'task' ? (draft.is_claim ?? base.is_claim) : false,
    parent_id: kind === 'claim' ? (draft.parent_id === undefined ? base.parent_id : draft.parent_id) : null,
  };
}

function shortOf(value: string | undefined): string {
  const short = (value ?? '').trim();
  if (short === '') throw shortMissing();
  if (short.length > TYPE_SHORT_MAX) throw shortTooLong();
  return short;
}

/** Blank (after sanitising, say) is no template. */
function templateOf(value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  if (value.length > TYPE_TEMPLATE_MAX) throw templateTooLong();
  return value;
}

function checkParent(facts: TreeFacts, id: string, parentId: string): void {
  const tree = treeOf(facts);
  if (!tree.has(parentId)) throw parentNotFound();
  if (isAtOrBelow(tree, parentId, id)) throw parentCycle();
}

function treeOf(facts: TreeFacts): ClaimTree {
  // A handler bug, not a user error: claim decisions always get the tree.
  if (!facts.tree) throw new Error('the claim tree is needed for this decision');
  return facts.tree;
}

const sameContent = (a: TypeContent, b: TypeContent): boolean =>
  a.title === b.title && a.short === b.short && a.template === b.template && a.is_claim === b.is_claim && a.parent_id === b.parent_id;
