/**
 * A list's order as the API takes it: a field sorts ascending, `-field` descending
 * (e.g. `number`, `-due_date`).
 */
export type SortDirection = 'asc' | 'desc' | false;

/** How `order` sorts by `field`: ascending, descending, or not by that field. */
export const sortDirectionOf = (order: string, field: string): SortDirection => (order === field ? 'asc' : order === `-${field}` ? 'desc' : false);

/** The order after a click on `field`'s header: ascending first, then the other way round. */
export const toggledOrder = <O extends string>(order: O, field: string): O => (order === field ? `-${field}` : field) as O;
