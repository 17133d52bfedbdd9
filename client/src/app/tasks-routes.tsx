import { lazyRoute } from './lazy-route';

/** The tasks screens load on first use (they stay out of the login page's JavaScript). */
const pages = () => import('./tasks-pages');

export const TasksRoute = lazyRoute(pages, (module) => module.TasksRoute);
export const TaskNewRoute = lazyRoute(pages, (module) => module.TaskNewRoute);
export const TaskRoute = lazyRoute(pages, (module) => module.TaskRoute);
