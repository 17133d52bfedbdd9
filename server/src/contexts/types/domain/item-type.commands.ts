import type { TypeKind } from '@kollab/contracts';
import type { ClaimTree } from './claim-tree';

/**
 * What a manager sends. On create an absent field takes its default (no template, not a
 * claim, at the root); on change it stays as it is. `template` arrives sanitised.
 */
export interface TypeDraft {
  title: string;
  short?: string;
  template?: string | null;
  is_claim?: boolean;
  parent_id?: string | null;
}

/** Facts the handler reads for the decision: the claim tree (claim types only). */
export interface TreeFacts {
  tree?: ClaimTree;
}

export type CreateItemType = { type: 'CreateItemType'; data: { id: string; kind: TypeKind; draft: TypeDraft }; facts: TreeFacts };
export type ChangeItemType = { type: 'ChangeItemType'; data: { id: string; kind: TypeKind; draft: TypeDraft }; facts: TreeFacts };
/** `usage`: how many items of other contexts use the type (TYPE_USAGE). */
export type DeleteItemType = { type: 'DeleteItemType'; data: { id: string; kind: TypeKind }; facts: TreeFacts & { usage: number } };

export type ItemTypeCommand = CreateItemType | ChangeItemType | DeleteItemType;
