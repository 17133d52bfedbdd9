import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Paper } from '@mui/material';
import { localeFrom, type TaskView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { serverFieldMessages, type FieldMessages } from '../../lib/validation';
import { ConflictDialog, conflictOf, FormActions, type FieldLabels } from '../collab';
import { checkTaskForm, fieldsOfForm, formOfTask, type TaskFormValues } from './task-form-values';
import { changedFields, conflictViews, TASK_EDIT_FIELDS } from './task-fields';
import { TaskForm } from './TaskForm';
import { useTaskLookups } from './task-lookups';
import { selectClaimChoices, selectTaskDetail, tasksActions } from './tasks.slice';
import { selectFlags } from '../session';
import { RECURRING_FLAG } from './task-repeat-form';
import { TASKS, tasksCatalog } from './tasks.catalog';

/**
 * The open task's fields while editing (the page's "Edit", as on a protocol; cancel or a saved
 * edit goes back to the read view). The form keeps the version it started from (`base`):
 * a push of someone else's change leaves my input alone while I edit (and is taken over while I
 * do not); saving sends If-Match = base, and a 409 opens the conflict dialog.
 */
export function TaskEditor({ task, words, onClose }: { task: TaskView; words: FieldLabels; onClose(): void }) {
  const { t, i18n } = useCatalog(TASKS, tasksCatalog);
  const locale = localeFrom(i18n.language);
  const dispatch = useDispatch();
  const detail = useSelector(selectTaskDetail);
  const lookups = useTaskLookups(['types', 'teams', 'creatable'], { staff: true });
  const claims = useSelector(selectClaimChoices);
  const recurring = useSelector(selectFlags).includes(RECURRING_FLAG);
  const [form, setForm] = useState<{ base: TaskView; values: TaskFormValues }>(() => ({ base: task, values: formOfTask(task) }));
  const [checked, setChecked] = useState<FieldMessages>({});
  const [changedSince, setChangedSince] = useState<Set<string>>(new Set());

  const claimType = lookups.types.find((type) => type.id === form.values.type)?.is_claim === true;
  // until the types are known, the claims stay as they are (a non-claim type clears them)
  const changes = changedFields(form.base, fieldsOfForm(form.values, claimType || !lookups.typesKnown));
  const dirty = Object.keys(changes).length > 0;

  // a saved edit or a discarded conflict: start over from the task
  useEffect(() => {
    setForm({ base: task, values: formOfTask(task) });
    setChecked({});
    // only the count of accepted edits restarts the form
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [detail.saved]);
  // someone else's change while I do not edit: take it over
  useEffect(() => {
    if (!dirty && task.version !== form.base.version) setForm({ base: task, values: formOfTask(task) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new version is the trigger, not each keystroke
  }, [task.version]);
  useEffect(() => setChangedSince(new Set()), [detail.fieldErrors, detail.editCode]);

  const teams = useMemo(() => {
    const offered = lookups.teams.filter((team) => lookups.creatable.includes(team.id) || team.id === task.team);
    return offered.length > 0 || lookups.creatableKnown ? offered : lookups.teams;
  }, [lookups.teams, lookups.creatable, lookups.creatableKnown, task.team]);

  const server = serverFieldMessages(detail.fieldErrors);
  for (const field of changedSince) for (const key of Object.keys(server)) if (key === field || key.startsWith(`${field}.`)) delete server[key];
  const messages: FieldMessages = { ...server, ...checked };
  if (
    detail.editCode === 'tasks.publish_needs_team_and_type' &&
    !changedSince.has('published') &&
    !changedSince.has('team') &&
    !changedSince.has('type')
  ) {
    messages.published ??= t('form.publishNeeds');
  }

  const change = (values: TaskFormValues) => {
    const touched = (Object.keys(values) as Array<keyof TaskFormValues>).filter((key) => values[key] !== form.values[key]);
    setChangedSince((current) => new Set([...current, ...touched, ...(touched.includes('estimation_value') ? ['estimation'] : [])]));
    if (Object.keys(checked).length > 0) setChecked(checkTaskForm(values, claimType, locale));
    setForm({ ...form, values });
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = checkTaskForm(form.values, claimType, locale);
    setChecked(found);
    if (Object.keys(found).length > 0 || !dirty) return;
    dispatch(tasksActions.editRequested({ id: task.id, base: form.base, changes }));
  };
  const conflict = detail.conflict ? conflictOf(...conflictViews(detail.conflict), TASK_EDIT_FIELDS) : null;

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={save} aria-label={t('edit.label')} sx={{ p: 2 }}>
      {dirty && task.version !== form.base.version && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('edit.changedMeanwhile')}
        </Alert>
      )}
      <TaskForm
        values={form.values}
        onChange={change}
        messages={messages}
        types={lookups.types}
        teams={teams}
        claims={claims}
        disabled={detail.busy === 'edit'}
        recurring={recurring}
      />
      <FormActions
        cancelLabel={t('common:cancel')}
        onCancel={onClose}
        cancelDisabled={detail.busy === 'edit'}
        submitLabel={t('edit.save')}
        submitDisabled={!dirty || detail.busy === 'edit'}
      />
      <ConflictDialog
        open={conflict !== null}
        conflict={conflict}
        words={words}
        onReapply={() => dispatch(tasksActions.conflictReapplied())}
        onDiscard={() => dispatch(tasksActions.conflictDiscarded())}
      />
    </Paper>
  );
}
