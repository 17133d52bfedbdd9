/** How an item's fields read on screen: label and value text per field path (e.g. 'title', 'assignees.<user>.status', 'comments.<id>.body'). */
export interface FieldLabels {
  label(field: string): string;
  value(field: string, value: unknown): string;
  /** Whether a changed field is one people see (the history leaves out the item's bookkeeping, e.g. its lifecycle); default all. */
  shows?(field: string): boolean;
}

/** The value of a path `a.b.c` in a view; undefined when a step is missing. */
export function valueAt(view: Record<string, unknown>, field: string): unknown {
  if (field in view) return view[field];
  let value: unknown = view;
  for (const step of field.split('.')) {
    if (typeof value !== 'object' || value === null || !(step in value)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** Whether a view has the path at all (a missing field is not a change). */
export function hasField(view: Record<string, unknown>, field: string): boolean {
  return valueAt(view, field) !== undefined;
}
