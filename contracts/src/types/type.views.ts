import type { TypeKind } from './type-rules';

/**
 * The read-model collection of each kind, which is also its path segment under
 * /api/v1/account_manager/ and the `collection` of its `types/typesChanged` pushes.
 */
export const TYPE_LISTS = {
  contact: 'contact_types',
  task: 'task_types',
  protocol: 'protocol_types',
  claim: 'claim_types',
  offer: 'offer_types',
} as const satisfies Record<TypeKind, string>;
export type TypeList = (typeof TYPE_LISTS)[TypeKind];

/** Pushed to the account room when any type changes: a ViewChangedMessage whose `view` is the type (null when deleted). */
export const TYPES_CHANGED = 'types/typesChanged';

interface TypeViewBase {
  id: string;
  /** The stream version: send it back as If-Match on PUT. */
  version: number;
  created_at: string;
  updated_at: string;
}

/** A contact type: label (`title`) and prefix (`short`). */
export interface ContactTypeView extends TypeViewBase {
  kind: 'contact';
  title: string;
  short: string;
}

export interface TaskTypeView extends TypeViewBase {
  kind: 'task';
  title: string;
  short: string;
  /** Sanitised rich text (HTML), or null. */
  template: string | null;
  /** Tasks of this type are claims. */
  is_claim: boolean;
}

export interface ProtocolTypeView extends TypeViewBase {
  kind: 'protocol';
  title: string;
  short: string;
  template: string | null;
}

/** An offer type (issue 14): `short` is the prefix of offer numbers (ANG-12), `template` the description a new offer starts with. */
export interface OfferTypeView extends TypeViewBase {
  kind: 'offer';
  title: string;
  short: string;
  template: string | null;
}

/** A node of the claim tree; `parent_id` null at the root. */
export interface ClaimTypeView extends TypeViewBase {
  kind: 'claim';
  title: string;
  parent_id: string | null;
}

export type ItemTypeView = ContactTypeView | TaskTypeView | ProtocolTypeView | ClaimTypeView | OfferTypeView;

/** The view of a kind. */
export type TypeViewOf<K extends TypeKind> = Extract<ItemTypeView, { kind: K }>;

/** GET v1/account_manager/<kind>_types: every type of the kind, sorted by title. */
export interface ItemTypeListView<View extends ItemTypeView = ItemTypeView> {
  data: View[];
  meta: { page: number; limit: number; total: number };
}

/** A claim type with its sub-types, each level sorted by title. */
export interface ClaimTypeNode extends ClaimTypeView {
  children: ClaimTypeNode[];
}

/** GET v1/account_manager/claim_types?format=tree: the roots in `data`; `meta.total` counts every node. */
export type ClaimTypeTreeView = ItemTypeListView<ClaimTypeNode>;

/** GET …/{id}?version=N or ?at=ISO: the type as it was then; `deleted` when that state is its deletion. */
export type ItemTypeVersionView<View extends ItemTypeView = ItemTypeView> = View & { deleted: boolean };
