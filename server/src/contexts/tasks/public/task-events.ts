/**
 * The tasks' events as other contexts may read them from the event store (notifications fold
 * them into who is told of what): the published language of the tasks context.
 */
export type { TaskEvent } from '../domain/task.events';
