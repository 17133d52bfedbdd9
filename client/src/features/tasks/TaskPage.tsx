import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  Grid,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PrintIcon from '@mui/icons-material/Print';
import { SETTABLE_TASK_STATUSES, type SettableTaskStatus } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EditButton } from '../../components/EditButton';
import { BackToList, itemLoadGate } from '../../components/ItemLoadState';
import { formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { PresenceBar, usePresence } from '../collab';
import { selectRoles, selectUser } from '../session';
import { TaskComments } from './TaskComments';
import { TaskEditor } from './TaskEditor';
import { TaskFiles } from './TaskFiles';
import { TaskHistoryTab } from './TaskHistoryTab';
import { TaskLinks } from './TaskLinks';
import { TaskPeople } from './TaskPeople';
import { TaskStatusChip } from './TaskStatusChip';
import { TaskSummary } from './TaskSummary';
import { useTaskLookups } from './task-lookups';
import { taskLabels } from './task-labels';
import {
  selectClaimChoices,
  selectTaskDetail,
  selectTaskLookups,
  selectTaskTypeTitles,
  selectTaskUserNames,
  selectTeamNames,
  tasksActions,
} from './tasks.slice';
import { isStaffView } from './tasks.state';
import { TASKS, tasksCatalog } from './tasks.catalog';

export const TASK_TABS = ['details', 'comments', 'links', 'files', 'history'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

/**
 * /tasks/:id (issue 6 item 8): the task's fields (read view; "Edit" opens the form, as on a
 * protocol; 409 → conflict dialog), status,
 * watching, assignees and viewers, comments, linked contacts and protocols, files, print, delete,
 * who else has it open, and its history (as it was, compared with now). Portal users (no
 * TaskView, the PortalTaskView) see it read-only. Editing controls (fields, status, people,
 * links, files) show only with `can.edit`, delete only with `can.delete` (the GET's answer
 * of the one policy); watching, comments and my own assignee status need only read.
 */
export function TaskPage({ id }: { id: string }) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectTaskDetail);
  const lookups = useSelector(selectTaskLookups);
  const users = useSelector(selectTaskUserNames);
  const types = useSelector(selectTaskTypeTitles);
  const teams = useSelector(selectTeamNames);
  const claimChoices = useSelector(selectClaimChoices);
  const self = useSelector(selectUser);
  const roles = useSelector(selectRoles);
  // portal users read no lookups: their view carries the names it shows
  useTaskLookups(['types', 'teams', 'creatable', 'users', 'claimTypes'], { staff: roles.includes('user') });
  const selfId = self?.id ?? '';
  const viewers = usePresence('task', id);
  const [params, setParams] = useSearchParams();
  const tab: TaskTab = (TASK_TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TaskTab) : 'details';
  const [confirmDelete, setConfirmDelete] = useState(false);
  // the read view first, the form after "Edit" (as on a protocol); a saved edit, a discarded
  // conflict or another task goes back to the read view
  const [editing, setEditing] = useState(false);
  useEffect(() => setEditing(false), [id, detail.saved]);

  useEffect(() => {
    dispatch(tasksActions.opened({ id }));
  }, [dispatch, id]);
  useEffect(() => {
    if (tab === 'history' && detail.id === id && detail.history.status === 'idle') dispatch(tasksActions.historyRequested());
  }, [dispatch, tab, id, detail.id, detail.history.status]);

  const words = useMemo(
    () =>
      taskLabels(t, {
        users,
        types,
        teams,
        contacts: lookups.contactNames,
        claims: Object.fromEntries(claimChoices.map((claim) => [claim.id, claim.title])),
      }),
    [t, users, types, teams, lookups.contactNames, claimChoices],
  );

  const chooseTab = (value: TaskTab) => setParams(value === 'details' ? {} : { tab: value }, { replace: true });
  const back = <BackToList to="/tasks" label={t('backToList')} />;

  const gate = itemLoadGate(detail, id, { back, t, onRetry: () => dispatch(tasksActions.opened({ id })) });
  if (gate) return gate;
  const current = detail.view;
  if (!current) return null;
  const past = detail.past;
  const showingPast = past.version !== null;
  const staff = isStaffView(current);
  const readOnly = !staff || showingPast || detail.deleted;
  // What the policy lets me do (GET's `can`): controls I may not use are not offered.
  const mayEdit = !readOnly && detail.can?.edit === true;
  const mayDelete = !readOnly && detail.can?.delete === true;
  const watching = staff && current.watchers.includes(selfId);
  const heading = showingPast && past.view ? past.view : current;

  return (
    <Box>
      {back}
      {detail.deleted && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('deletedNotice')}
        </Alert>
      )}
      {showingPast && (
        <Alert
          severity="info"
          role="status"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(tasksActions.pastVersionClosed())}>
              {t('past.backToCurrent')}
            </Button>
          }
        >
          {past.status === 'failed'
            ? t('past.failed')
            : past.status === 'loading'
              ? t('common:loading')
              : t('past.banner', {
                  version: past.version,
                  when: formatDateTime(detail.history.entries.find((entry) => entry.version === past.version)?.occurred_at ?? past.view?.updated_at),
                })}
        </Alert>
      )}

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
            {staff && !editing && detail.can?.edit === true && (
              <EditButton
                disabled={readOnly}
                onClick={() => {
                  setEditing(true);
                  chooseTab('details');
                }}
              />
            )}
            {staff && mayDelete && (
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteIcon />}
                disabled={detail.busy === 'delete'}
                onClick={() => setConfirmDelete(true)}
              >
                {t('delete.open')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>

      {!staff ? (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <TaskSummary task={current} words={words} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {t('fields.files')}
            </Typography>
            <TaskFiles task={current} readOnly />
          </Paper>
        </Stack>
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: TaskTab) => chooseTab(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('tabs.label')}
            sx={{ mb: 2 }}
          >
            {TASK_TABS.map((value) => (
              <Tab
                key={value}
                value={value}
                id={`task-tab-${value}`}
                aria-controls={`task-panel-${value}`}
                label={
                  value === 'comments'
                    ? t('tabs.commentsCount', { count: current.comments.length })
                    : value === 'files'
                      ? t('tabs.filesCount', { count: current.files.length })
                      : t(`tabs.${value}`)
                }
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`task-panel-${tab}`} aria-labelledby={`task-tab-${tab}`}>
            {tab === 'details' && (
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, lg: 8 }}>
                  {showingPast ? (
                    <Paper variant="outlined" sx={{ p: 2 }}>
                      {past.view ? <TaskSummary task={past.view} words={words} /> : <CircularProgress aria-label={t('common:loading')} />}
                    </Paper>
                  ) : editing && mayEdit ? (
                    <TaskEditor key={current.id} task={current} words={words} onClose={() => setEditing(false)} />
                  ) : (
                    <Paper variant="outlined" sx={{ p: 2 }}>
                      <TaskSummary task={current} words={words} />
                    </Paper>
                  )}
                </Grid>
                <Grid size={{ xs: 12, lg: 4 }}>
                  <TaskPeople task={showingPast && past.view ? past.view : current} selfId={selfId} readOnly={readOnly} mayEdit={mayEdit} />
                </Grid>
              </Grid>
            )}
            {tab === 'comments' && <TaskComments task={current} selfId={selfId} readOnly={readOnly} />}
            {tab === 'links' && <TaskLinks task={current} readOnly={!mayEdit} />}
            {tab === 'files' && <TaskFiles task={current} readOnly={!mayEdit} />}
            {tab === 'history' && (
              <>
                {showingPast && past.view && (
                  <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={t('past.label', { version: past.version })}>
                    <TaskSummary task={past.view} words={words} />
                  </Paper>
                )}
                <TaskHistoryTab task={current} words={words} />
              </>
            )}
          </Box>
        </>
      )}

      <ConfirmDialog
        open={confirmDelete}
        title={t('delete.title')}
        text={t('delete.text', { title: current.title })}
        confirmLabel={t('delete.confirm')}
        destructive
        onConfirm={() => dispatch(tasksActions.deleteRequested({ id, version: current.version }))}
        onClose={() => setConfirmDelete(false)}
      />
    </Box>
  );
}
