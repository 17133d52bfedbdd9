/** The tasks screens, apart from index.ts so the app loads them on first use. */
export { TasksPage } from './TasksPage';
export { NewTaskPage } from './NewTaskPage';
export { TaskPage } from './TaskPage';
