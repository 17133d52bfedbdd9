import type { TypeKind } from '@kollab/contracts';

/**
 * What a type says; every event carries all of it (fields a kind does not use are null
 * or false), so neither projection nor history has to merge.
 */
export interface TypeContent {
  title: string;
  /** Prefix of contact, task and protocol types. */
  short: string | null;
  /** Sanitised rich text of task and protocol types. */
  template: string | null;
  /** Task types: tasks of this type are claims. */
  is_claim: boolean;
  /** Claim types: the parent in the claim tree (null at the root). */
  parent_id: string | null;
}

export type ItemTypeCreated = { type: 'ItemTypeCreated'; data: { kind: TypeKind } & TypeContent };
export type ItemTypeChanged = { type: 'ItemTypeChanged'; data: { kind: TypeKind } & TypeContent };
export type ItemTypeDeleted = { type: 'ItemTypeDeleted'; data: { kind: TypeKind } };

export type ItemTypeEvent = ItemTypeCreated | ItemTypeChanged | ItemTypeDeleted;

export const ITEM_TYPE_EVENT_TYPES: readonly ItemTypeEvent['type'][] = ['ItemTypeCreated', 'ItemTypeChanged', 'ItemTypeDeleted'];
