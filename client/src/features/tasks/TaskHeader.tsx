import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PrintIcon from '@mui/icons-material/Print';
import { SETTABLE_TASK_STATUSES, type SettableTaskStatus } from '@kollab/contracts';
import { EditButton } from '../../components/EditButton';
import { useCatalog } from '../../lib/i18n-catalog';
import { PresenceBar, type PresenceBarProps } from '../collab';
import { TaskStatusChip } from './TaskStatusChip';
import { selectTaskDetail, tasksActions } from './tasks.slice';
import { isStaffView, type ShownTask } from './tasks.state';
import { TASKS, tasksCatalog } from './tasks.catalog';

export interface TaskHeaderProps {
  id: string;
  /** The task as it is now (the controls act on it). */
  task: ShownTask;
  /** What the heading shows: the task as it was while a past version is shown, else `task`. */
  heading: ShownTask;
  viewers: PresenceBarProps['viewers'];
  selfId: string;
  readOnly: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
  editing: boolean;
  onEdit(): void;
  onDelete(): void;
}

/**
 * The task's head: number, status, draft, title, who else has it open; and its controls: status,
 * watching, print, Edit, delete (each only when the task's `can` and the view allow it).
 */
export function TaskHeader({
  id,
  task: current,
  heading,
  viewers,
  selfId,
  readOnly,
  mayEdit,
  mayDelete,
  editing,
  onEdit,
  onDelete,
}: TaskHeaderProps) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectTaskDetail);
  const staff = isStaffView(current);
  const watching = staff && current.watchers.includes(selfId);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {heading.number && <Typography color="text.secondary">{heading.number}</Typography>}
            <TaskStatusChip status={heading.status} />
            {!heading.published && <Typography variant="caption">{t('published.draft')}</Typography>}
          </Stack>
          <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
            {heading.title}
          </Typography>
          <PresenceBar viewers={viewers} selfId={selfId} />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {staff && !readOnly && (
            <>
              {mayEdit && (
                <TextField
                  select
                  size="small"
                  label={t('fields.status')}
                  value={current.status === 'overdue' ? '' : current.status}
                  disabled={detail.busy !== null}
                  onChange={(event) =>
                    dispatch(
                      tasksActions.actionRequested({
                        id,
                        version: current.version,
                        action: { kind: 'status', status: event.target.value as SettableTaskStatus },
                      }),
                    )
                  }
                  sx={{ minWidth: 150 }}
                  slotProps={{
                    select: { displayEmpty: true, renderValue: (value) => (value ? t(`status.${String(value)}`) : t('status.overdue')) },
                  }}
                >
                  {SETTABLE_TASK_STATUSES.map((status) => (
                    <MenuItem key={status} value={status}>
                      {t(`status.${status}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <FormControlLabel
                control={
                  <Switch
                    checked={watching}
                    disabled={detail.busy !== null}
                    onChange={(event) =>
                      dispatch(
                        tasksActions.actionRequested({ id, version: current.version, action: { kind: 'watch', watching: event.target.checked } }),
                      )
                    }
                  />
                }
                label={t('watch')}
              />
            </>
          )}
          <Button startIcon={<PrintIcon />} onClick={() => dispatch(tasksActions.printRequested({ id, number: current.number }))}>
            {t('print')}
          </Button>
          {staff && !editing && detail.can?.edit === true && <EditButton disabled={readOnly} onClick={onEdit} />}
          {staff && mayDelete && (
            <Button color="error" variant="outlined" startIcon={<DeleteIcon />} disabled={detail.busy === 'delete'} onClick={onDelete}>
              {t('delete.open')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
