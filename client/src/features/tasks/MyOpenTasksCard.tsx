import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, CardActions, CardContent, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { ListState } from '../../components/ListState';
import { useCatalog } from '../../lib/i18n-catalog';
import { selectUser } from '../session';
import { DueDate } from './DueDate';
import { myTasksActions } from './my-tasks.slice';
import { paramsFromQuery } from './task-query';
import { DEFAULT_TASKS_QUERY } from './tasks-query.model';
import { TaskStatusChip } from './TaskStatusChip';
import { initialMyTasksState, type TasksState } from './tasks.state';
import { TASKS, tasksCatalog } from './tasks.catalog';

/** The list behind the card: my unresolved tasks as assignee, newest due date first. */
export function myOpenTasksPath(userId: string): string {
  const search = new URLSearchParams(
    paramsFromQuery({ ...DEFAULT_TASKS_QUERY, assignee: userId, hide_resolved: true, order: '-due_date' }),
  ).toString();
  return `/tasks?${search}`;
}

/**
 * The home page's card (issue 6): my open, in-progress and overdue tasks as assignee, newest due
 * date first, at most 5, with a link to the whole list. Loads the tasks feature on first use.
 */
export function MyOpenTasksCard() {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const mine = useSelector((state: { tasks: Partial<TasksState> }) => state.tasks.mine ?? initialMyTasksState);

  useEffect(() => {
    if (user) dispatch(myTasksActions.myTasksRequested());
  }, [dispatch, user]);

  return (
    <Card variant="outlined" component="section" aria-labelledby="my-open-tasks">
      <CardContent>
        <Typography id="my-open-tasks" variant="h6" component="h2" gutterBottom>
          {t('mine.title')}
        </Typography>
        <ListState
          status={mine.status}
          empty={mine.rows.length === 0}
          emptyText={t('mine.empty')}
          onRetry={() => dispatch(myTasksActions.myTasksRequested())}
        >
          <List dense aria-label={t('mine.title')}>
            {mine.rows.map((task) => (
              <ListItem key={task.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/tasks/${task.id}`}>
                      {task.number ? `${task.number} · ${task.title}` : task.title}
                    </Link>
                  }
                  secondary={
                    <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <TaskStatusChip status={task.status} />
                      <DueDate task={task} />
                    </Stack>
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItem>
            ))}
          </List>
        </ListState>
      </CardContent>
      {user && (
        <CardActions>
          <Button component={RouterLink} to={myOpenTasksPath(user.id)} size="small">
            {t('mine.all')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
