/** The kinds of item types managers configure (seed §3): each kind is its own list. */
export type TypeKind = 'contact' | 'task' | 'protocol' | 'claim' | 'offer';

/** An item type as other contexts need it (pickers, validation, numbering, templates). */
export interface CatalogType {
  id: string;
  kind: TypeKind;
  title: string;
  /** The prefix of item numbers (contact, task, protocol and offer types; max 5 characters). */
  short: string | null;
  /** Sanitised rich text (task, protocol and offer types). */
  template: string | null;
  /** Task types only: tasks of this type are claims. */
  is_claim: boolean;
  /** Claim types only: the parent in the claim tree. */
  parent_id: string | null;
}

/**
 * Read access to the account's item types for other contexts (contacts check a contact's
 * `type`, tasks and protocols load templates). Provided globally by the types context.
 */
export interface TypeCatalog {
  /** The type of that kind in the account, or undefined when there is none with that id. */
  find(accountId: string, kind: TypeKind, typeId: string): Promise<CatalogType | undefined>;
  /** Every type of that kind in the account (an export's claim types and their paths). */
  all(accountId: string, kind: TypeKind): Promise<CatalogType[]>;
}

export const TYPE_CATALOG = Symbol('TYPE_CATALOG');

/**
 * How a context that stores type ids tells whether a type is still in use: the types
 * context refuses to delete a type while any registered check counts items using it.
 */
export interface TypeUsageCheck {
  kind: TypeKind;
  /** How many items of the account use the type (0 when none). */
  countUsing(accountId: string, typeId: string): Promise<number>;
}

/**
 * The registry of usage checks (provided globally by the types context). Contexts call
 * `register` from their module's `onModuleInit`.
 */
export interface TypeUsageRegistry {
  register(check: TypeUsageCheck): void;
  /** The number of items using the type, summed over the checks of its kind. */
  usageOf(accountId: string, kind: TypeKind, typeId: string): Promise<number>;
}

export const TYPE_USAGE = Symbol('TYPE_USAGE');
