import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BackToList, itemLoadGate } from '../../components/ItemLoadState';
import { formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { usePresence } from '../collab';
import { selectRoles, selectUser } from '../session';
import { TaskFiles } from './TaskFiles';
import { TaskHeader } from './TaskHeader';
import { TaskSummary } from './TaskSummary';
import { TASK_TABS, TaskTabs, type TaskTab } from './TaskTabs';
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

/**
 * /tasks/:id (issue 6 item 8): the task's fields (read view; "Edit" opens the form, as on a
 * protocol; 409 → conflict dialog), status,
 * watching, assignees and viewers, comments, linked contacts and protocols, files, print, delete,
 * who else has it open, and its history (as it was, compared with now). Portal users (no
 * TaskView, the PortalTaskView) see it read-only. Editing controls (fields, status, people,
 * links, files) show only with `can.edit`, delete only with `can.delete` (the GET's answer
 * of the one policy); watching, comments and my own assignee status need only read.
 * The parts: `TaskHeader` (status, watch, print, Edit, delete) and `TaskTabs`.
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

      <TaskHeader
        id={id}
        task={current}
        heading={heading}
        viewers={viewers}
        selfId={selfId}
        readOnly={readOnly}
        mayEdit={mayEdit}
        mayDelete={mayDelete}
        editing={editing}
        onEdit={() => {
          setEditing(true);
          chooseTab('details');
        }}
        onDelete={() => setConfirmDelete(true)}
      />

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
        <TaskTabs
          task={current}
          past={past}
          words={words}
          selfId={selfId}
          tab={tab}
          onTab={chooseTab}
          readOnly={readOnly}
          mayEdit={mayEdit}
          editing={editing}
          onCloseEditor={() => setEditing(false)}
        />
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
