import { useDispatch, useSelector } from 'react-redux';
import { Chip, IconButton, List, ListItem, ListItemText, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { TASK_ASSIGNEE_STATUSES, type TaskAssigneeStatus, type TaskView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import type { TaskAction } from './task-action-requests';
import { selectAssignableUsers, selectTaskDetail, selectTaskUserNames, tasksActions } from './tasks.slice';
import { UserPicker } from './UserPicker';
import { TASKS, tasksCatalog } from './tasks.catalog';

/**
 * Assignees (each with their own status; mine I change myself) and viewers of the open task.
 * `readOnly`: nothing is offered (a past version, a deleted task); `mayEdit` (the policy's
 * `can.edit`): the pickers and removals — my own status needs only read.
 */
export function TaskPeople({ task, selfId, readOnly, mayEdit }: { task: TaskView; selfId: string; readOnly: boolean; mayEdit: boolean }) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const dispatch = useDispatch();
  const names = useSelector(selectTaskUserNames);
  const users = useSelector(selectAssignableUsers);
  const busy = useSelector(selectTaskDetail).busy;
  const run = (action: TaskAction) => dispatch(tasksActions.actionRequested({ id: task.id, version: task.version, action }));
  const name = (id: string) => names[id] ?? t('words.unknownUser');

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-labelledby="task-assignees" sx={{ p: 2 }}>
        <Typography id="task-assignees" variant="subtitle1" component="h2" gutterBottom>
          {t('fields.assignees')}
        </Typography>
        {task.assignees.length === 0 && <Typography color="text.secondary">{t('people.noAssignees')}</Typography>}
        <List dense aria-label={t('fields.assignees')}>
          {task.assignees.map((assignee) => (
            <ListItem
              key={assignee.user_id}
              secondaryAction={
                mayEdit &&
                !readOnly && (
                  <Tooltip title={t('people.unassign')}>
                    <IconButton
                      edge="end"
                      aria-label={t('people.unassignNamed', { name: name(assignee.user_id) })}
                      disabled={busy !== null}
                      onClick={() => run({ kind: 'unassign', userId: assignee.user_id })}
                    >
                      <CloseIcon />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText primary={name(assignee.user_id)} />
              {assignee.user_id === selfId && !readOnly ? (
                <TextField
                  select
                  size="small"
                  label={t('people.myStatus')}
                  value={assignee.status}
                  disabled={busy !== null}
                  onChange={(event) => run({ kind: 'assigneeStatus', userId: selfId, status: event.target.value as TaskAssigneeStatus })}
                  sx={{ minWidth: 150, mr: 4 }}
                >
                  {TASK_ASSIGNEE_STATUSES.map((status) => (
                    <MenuItem key={status} value={status}>
                      {t(`status.${status}`)}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <Chip size="small" label={t(`status.${assignee.status}`)} sx={{ mr: 4 }} />
              )}
            </ListItem>
          ))}
        </List>
        {mayEdit && !readOnly && (
          <UserPicker
            label={t('people.assign')}
            users={users}
            exclude={task.assignees.map((assignee) => assignee.user_id)}
            disabled={busy !== null}
            onPick={(userId) => run({ kind: 'assign', userId })}
          />
        )}
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="task-viewers" sx={{ p: 2 }}>
        <Typography id="task-viewers" variant="subtitle1" component="h2" gutterBottom>
          {t('fields.viewers')}
        </Typography>
        {task.viewers.length === 0 && <Typography color="text.secondary">{t('people.noViewers')}</Typography>}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          {task.viewers.map((viewer) => (
            <Chip
              key={viewer}
              label={name(viewer)}
              onDelete={readOnly || !mayEdit ? undefined : () => run({ kind: 'removeViewer', userId: viewer })}
              deleteIcon={<CloseIcon aria-label={t('people.removeViewerNamed', { name: name(viewer) })} />}
            />
          ))}
        </Stack>
        {mayEdit && !readOnly && (
          <UserPicker
            label={t('people.addViewer')}
            users={users}
            exclude={task.viewers}
            disabled={busy !== null}
            onPick={(userId) => run({ kind: 'addViewer', userId })}
          />
        )}
      </Paper>
    </Stack>
  );
}
