import type { FieldChange } from '@kollab/contracts';
import { sameValue } from '@kollab/contracts/lib/same-value';
import { diffViews } from './diff-views';
import { valueAt } from './field-labels';

/** A 409 on an edit, field by field: what they changed meanwhile, what I changed, and where both differ. */
export interface Conflict {
  theirs: FieldChange[];
  mine: FieldChange[];
  clashes: string[];
}

/**
 * For a 409 on an edit: my changed fields (relative to `base`, the version my form started
 * from), theirs (base → current), and which fields clash (both changed, to different values).
 */
export function conflictOf(
  base: Record<string, unknown>,
  current: Record<string, unknown>,
  mine: Record<string, unknown>,
  fields: readonly string[],
): Conflict {
  const theirs = diffViews(base, current, fields);
  const my = diffViews(base, mine, fields);
  const changedByThem = new Set(theirs.map((change) => change.field));
  const clashes = my
    .filter((change) => changedByThem.has(change.field) && !sameValue(valueAt(current, change.field) ?? null, change.to))
    .map((change) => change.field);
  return { theirs, mine: my, clashes };
}
