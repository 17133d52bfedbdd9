import { Bool, MaxLen, OneOf, Optional, Text, WhenPresent } from '../validation/rules';
import { TYPE_ID_MAX, TYPE_TEMPLATE_MAX, TypeShort, TypeTitle } from './type-rules';

/** Title and prefix: what contact, task and protocol types share. */
export class PrefixedTypeInput {
  @TypeTitle()
  title!: string;

  @TypeShort()
  short!: string;
}

/**
 * POST and PUT v1/account_manager/contact_types {title, short} (seed §7): `title` is the
 * label, `short` the prefix of contact numbers.
 */
export class ContactTypeInput extends PrefixedTypeInput {}

/**
 * Types with a rich-text template. `template` is sanitised on write (allowlist); null or
 * blank clears it; on PUT an absent template stays as it is.
 */
export class TemplatedTypeInput extends PrefixedTypeInput {
  @Optional()
  @Text()
  @MaxLen(TYPE_TEMPLATE_MAX)
  template?: string | null;
}

/** POST and PUT v1/account_manager/protocol_types {title, short, template}. */
export class ProtocolTypeInput extends TemplatedTypeInput {}

/** POST and PUT v1/account_manager/task_types {title, short, template, is_claim}; is_claim false on POST when absent, kept on PUT. */
export class TaskTypeInput extends TemplatedTypeInput {
  @WhenPresent()
  @Bool()
  is_claim?: boolean;
}

/**
 * POST and PUT v1/account_manager/claim_types {title, parent_id}: a node of the claim
 * tree. `parent_id` null puts it at the root; on PUT an absent parent_id keeps its place.
 */
export class ClaimTypeInput {
  @TypeTitle()
  title!: string;

  @Optional()
  @Text()
  @MaxLen(TYPE_ID_MAX)
  parent_id?: string | null;
}

export const TYPE_LIST_FORMATS = ['flat', 'tree'] as const;
export type TypeListFormat = (typeof TYPE_LIST_FORMATS)[number];

/** GET v1/account_manager/<kind>_types: `format=tree` (claim types only) nests the list. */
export class ListItemTypesQuery {
  @Optional()
  @OneOf(TYPE_LIST_FORMATS)
  format?: TypeListFormat;
}
