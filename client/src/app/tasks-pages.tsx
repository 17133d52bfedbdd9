import { useParams } from 'react-router-dom';
import { NewTaskPage, TaskPage, TasksPage } from '../features/tasks/screens';
import { ExportAction } from './export-action';
import { useFilterSubscriptions } from './filter-subscriptions';

/**
 * /tasks (seed §2: role user or contact, tasks app); the feature's flows start with its first action (lazyFeature).
 * Managers export the list (issue 16), as tasks or, with the account's flag, as claims; a saved filter can notify
 * (issue 17).
 */
export function TasksRoute() {
  const subscriptions = useFilterSubscriptions('tasks');
  return <TasksPage exportAction={(listQuery) => <ExportAction kinds={['tasks', 'claims']} listQuery={listQuery} />} subscriptions={subscriptions} />;
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
