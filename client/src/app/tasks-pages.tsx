import { useParams } from 'react-router-dom';
import { NewTaskPage, TaskPage, TasksPage } from '../features/tasks/screens';

/** /tasks (seed §2: role user or contact, tasks app); the feature's flows start with its first action (lazyFeature). */
export function TasksRoute() {
  return <TasksPage />;
}

/** /tasks/new. */
export function TaskNewRoute() {
  return <NewTaskPage />;
}

/** /tasks/:id (keyed by the id: another task starts a fresh page). */
export function TaskRoute() {
  const { id = '' } = useParams();
  return <TaskPage key={id} id={id} />;
}
