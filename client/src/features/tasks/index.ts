import { lazyFeature } from '../../lib/lazy-feature';
import type { TasksState } from './tasks.state';

/**
 * Tasks (issue 6): what the store and the live views need at start. The slices, the flows
 * (lazyFeature, on the first `tasks/` action) and the screens (screens.ts, via
 * app/tasks-routes.tsx) load on first use; the home card comes from `./MyOpenTasksCard`.
 */
export { tasksPushActions } from './tasks.pushes';
export type { TasksState } from './tasks.state';

const tasks = lazyFeature(['tasks/'], async () => {
  const [slice, saga] = await Promise.all([import('./tasks.slice'), import('./tasks.saga')]);
  return { reducers: { tasks: slice.tasksSliceReducer }, flows: saga.tasksFlows };
});
/**
 * Until the module is there the store holds `{}` (the initial states load with the module; the
 * login bundle has no room for them): the selectors in tasks.slice.ts fall back to them.
 */
export const tasksReducer = tasks.reducer<Partial<TasksState>>('tasks', {});
export const tasksSaga = tasks.saga;
