import { QueryNumber } from '../validation/query-values';
import { AtLeast, AtMost, Int, MaxLen, OneOf, Optional, Pattern, Text } from '../validation/rules';

/** Fields GET v1/contacts sorts by; `-field` sorts descending. */
export const CONTACT_ORDER_FIELDS = ['name', 'number', 'created_at', 'updated_at', 'contact_since'] as const;
export const CONTACT_ORDERS = [...CONTACT_ORDER_FIELDS, ...CONTACT_ORDER_FIELDS.map((field) => `-${field}` as const)];
export type ContactOrder = (typeof CONTACT_ORDERS)[number];

/**
 * GET v1/contacts (the query style of GET v1/accounts/members): page (from 1), limit (up
 * to 500, 25 by default), order (`name` by default), and filters: `name` and `number`
 * match from the start (case-insensitive), `type` is a type id, `search` finds every
 * word anywhere in name, number, street, zip, city, uid or a person's name.
 */
export class ListContactsQuery {
  @Optional()
  @QueryNumber()
  @Int()
  @AtLeast(1)
  page?: number;

  @Optional()
  @QueryNumber()
  @Int()
  @AtLeast(1)
  @AtMost(500)
  limit?: number;

  @Optional()
  @OneOf(CONTACT_ORDERS)
  order?: ContactOrder;

  @Optional()
  @Text()
  @MaxLen(255)
  number?: string;

  @Optional()
  @Text()
  @MaxLen(255)
  name?: string;

  @Optional()
  @Text()
  @MaxLen(255)
  type?: string;

  @Optional()
  @Text()
  @MaxLen(255)
  search?: string;
}

/** GET v1/contacts/{id}/tasks and /protocols: page, limit, order (a field, `-field` descending). */
export class ContactItemsQuery {
  @Optional()
  @QueryNumber()
  @Int()
  @AtLeast(1)
  page?: number;

  @Optional()
  @QueryNumber()
  @Int()
  @AtLeast(1)
  @AtMost(500)
  limit?: number;

  @Optional()
  @Text()
  @Pattern(/^-?[a-z_]{1,64}$/)
  order?: string;
}
