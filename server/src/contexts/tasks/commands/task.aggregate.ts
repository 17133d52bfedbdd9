import { defineAggregate } from '../../../core/aggregates/aggregate';
import type { TaskEvent } from '../domain/task.events';
import { evolveTask, initialTaskState, type TaskState } from '../domain/task.state';

/** The task as folded from its stream: the domain's state plus when it was created and last changed. */
export type StoredTaskState = TaskState & { created_at?: string; updated_at?: string };

/** Streams `task-<uuid>` in the task's account. */
export const taskAggregate = defineAggregate<StoredTaskState, TaskEvent>({
  type: 'task',
  initialState: initialTaskState,
  keepInMemory: true,
  // These streams hold only the events of TASK_EVENT_TYPES.
  evolve: (state, event) => {
    const next: StoredTaskState = evolveTask(state, event);
    if (next.lifecycle === 'none') return next;
    return { ...next, created_at: state.created_at ?? event.metadata.occurredAt, updated_at: event.metadata.occurredAt };
  },
});
