import type { FieldChange } from '@kollab/contracts';
import { sameValue } from '@kollab/contracts/lib/same-value';
import { hasField, valueAt } from './field-labels';

/**
 * The top-level (and nested `a.b`) fields whose values differ between two views of an item,
 * in `fields` order; fields neither view has are skipped. A field one side lacks counts as null.
 */
export function diffViews(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of new Set(fields)) {
    if (!hasField(before, field) && !hasField(after, field)) continue;
    const from = valueAt(before, field) ?? null;
    const to = valueAt(after, field) ?? null;
    if (!sameValue(from, to)) changes.push({ field, from, to });
  }
  return changes;
}
