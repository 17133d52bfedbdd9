import { Injectable } from '@nestjs/common';
import type { TaskView } from '@kollab/contracts';
import type { AsOf } from '../../../core/history/as-of';
import { diffFields, type FieldChange, type HistoryEntry } from '../../../core/history/item-history';
import { ItemHistoryService } from '../../../core/history/item-history.service';
import { taskAggregate } from '../commands/task.aggregate';
import { toTaskView } from '../projections/task-view';
import { DomainRefusal } from '@kollab/contracts';

/** Lists of the task keyed by an id: their history names each entry (`comments.<id>.body`). */
const KEYED: Record<string, string> = { comments: 'id', assignees: 'user_id', contacts: 'contact_id', files: 'id' };

function keyedChanges(field: string, key: string, before: unknown, after: unknown): FieldChange[] {
  const list = (value: unknown) => (Array.isArray(value) ? (value as Array<Record<string, unknown>>) : []);
  const from = list(before);
  const to = list(after);
  const ids = [...new Set([...from, ...to].map((entry) => String(entry[key])))];
  return ids.flatMap((id) => {
    const old = from.find((entry) => String(entry[key]) === id);
    const now = to.find((entry) => String(entry[key]) === id);
    if (!old || !now) return [{ field: `${field}.${id}`, from: old ?? null, to: now ?? null }];
    return diffFields(old, now).map((change) => ({ ...change, field: `${field}.${id}.${change.field}` }));
  });
}

/** Bookkeeping of the fold, not fields a reader set: the times, the lifecycle (the event type names it), the status before overdue. */
const LEFT_OUT = new Set(['created_at', 'updated_at', 'status_before_overdue', 'lifecycle']);

/** The due date a TaskDueTomorrow reminded of (issue 17): the client says "Reminder: due tomorrow". */
const REMINDER = 'reminded_due_date';

/**
 * The task's history with finer fields than the fold's top level: `comments.<id>` (added or
 * removed), `comments.<id>.body`, `assignees.<user>` and `assignees.<user>.status`,
 * `contacts.<id>` and `contacts.<id>.public`, `files.<id>` (added or removed); `protocols`
 * (the linked protocol ids), `claims` (the claim type ids); `reminded_due_date` (a due-tomorrow
 * reminder: always from null to the due date reminded of); `created_at`/`updated_at`, the
 * `lifecycle` and the remembered `status_before_overdue` are left out.
 */
export function taskHistory(entries: HistoryEntry[]): HistoryEntry[] {
  return entries.map((entry) => ({
    ...entry,
    changes: entry.changes.flatMap((change): FieldChange[] => {
      if (LEFT_OUT.has(change.field)) return [];
      // A reminder (TaskDueTomorrow) is a fact of its own, not a change of the one before: nothing → the due date reminded of.
      if (change.field === REMINDER) return [{ field: REMINDER, from: null, to: change.to }];
      const key = KEYED[change.field];
      return key ? keyedChanges(change.field, key, change.from, change.to) : [change];
    }),
  }));
}

/** History and past states of a task, folded from its stream (comments included). */
@Injectable()
export class TaskHistoryReader {
  constructor(private readonly items: ItemHistoryService) {}

  async history(accountId: string, id: string): Promise<HistoryEntry[]> {
    return taskHistory(await this.items.historyOf(taskAggregate, accountId, id, () => DomainRefusal.notFound('tasks.task_not_found')));
  }

  /** The task as it was at a version or time; undefined when it did not exist (or was deleted) then. */
  async taskAt(accountId: string, id: string, asOf: NonNullable<AsOf>): Promise<TaskView | undefined> {
    const past = await this.items.pastState(taskAggregate, accountId, id, asOf);
    return past && past.state.lifecycle === 'live' ? toTaskView(id, past.state, past.version, past.occurredAt) : undefined;
  }
}
