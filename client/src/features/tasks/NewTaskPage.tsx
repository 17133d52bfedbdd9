import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { localeFrom } from '@kollab/contracts';
import { BackToList } from '../../components/ItemLoadState';
import { useCatalog } from '../../lib/i18n-catalog';
import { serverFieldMessages, type FieldMessages } from '../../lib/validation';
import { FormActions } from '../collab';
import { selectFlags, selectRoles } from '../session';
import { checkTaskForm, createBody, EMPTY_TASK_FORM, type TaskFormValues } from './task-form-values';
import { RECURRING_FLAG } from './task-repeat-form';
import { TaskForm } from './TaskForm';
import { useTaskLookups } from './task-lookups';
import { selectClaimChoices, selectTaskCreate, tasksActions } from './tasks.slice';
import { TASKS, tasksCatalog } from './tasks.catalog';

/** /tasks/new: the task's fields, checked with the contracts' rules before sending; then the new task opens. */
export function NewTaskPage() {
  const { t, i18n } = useCatalog(TASKS, tasksCatalog);
  const locale = localeFrom(i18n.language);
  const dispatch = useDispatch();
  const create = useSelector(selectTaskCreate);
  const claims = useSelector(selectClaimChoices);
  const staff = useSelector(selectRoles).includes('user');
  const recurring = useSelector(selectFlags).includes(RECURRING_FLAG);
  const lookups = useTaskLookups(['types', 'teams', 'creatable', 'claimTypes'], { staff, fresh: true });
  const [values, setValues] = useState<TaskFormValues>(EMPTY_TASK_FORM);
  const [checked, setChecked] = useState<FieldMessages>({});
  /** Server messages stay beside their field until it changes. */
  const [changedSince, setChangedSince] = useState<Set<string>>(new Set());

  useEffect(() => {
    dispatch(tasksActions.createOpened());
  }, [dispatch]);
  useEffect(() => setChangedSince(new Set()), [create.fieldErrors]);

  const teams = useMemo(() => lookups.teams.filter((team) => lookups.creatable.includes(team.id)), [lookups.teams, lookups.creatable]);
  const claimType = lookups.types.find((type) => type.id === values.type)?.is_claim === true;
  const server = serverFieldMessages(create.fieldErrors);
  for (const field of changedSince) for (const key of Object.keys(server)) if (key === field || key.startsWith(`${field}.`)) delete server[key];
  const messages: FieldMessages = { ...server, ...checked };
  if (create.code === 'tasks.publish_needs_team_and_type' && !changedSince.has('published')) messages.published ??= t('form.publishNeeds');

  const change = (next: TaskFormValues) => {
    const touched = (Object.keys(next) as Array<keyof TaskFormValues>).filter((key) => next[key] !== values[key]);
    setChangedSince((current) => new Set([...current, ...touched, ...(touched.includes('estimation_value') ? ['estimation'] : [])]));
    if (Object.keys(checked).length > 0) setChecked(checkTaskForm(next, claimType, locale));
    setValues(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkTaskForm(values, claimType, locale);
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    dispatch(tasksActions.createRequested(createBody(values, claimType)));
  };

  return (
    <Box>
      <BackToList to="/tasks" label={t('backToList')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('create.title')}
      </Typography>
      <Paper variant="outlined" component="form" noValidate onSubmit={submit} aria-label={t('create.title')} sx={{ p: 2 }}>
        {create.status === 'failed' && create.code && !create.fieldErrors && create.code !== 'tasks.publish_needs_team_and_type' && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('create.failed')}
          </Alert>
        )}
        <TaskForm
          values={values}
          onChange={change}
          messages={messages}
          types={lookups.types}
          teams={teams}
          claims={claims}
          disabled={create.status === 'saving'}
          reduced={!staff}
          recurring={recurring}
        />
        <FormActions
          cancelLabel={t('common:cancel')}
          cancelTo="/tasks"
          submitLabel={t('create.submit')}
          submitDisabled={create.status === 'saving'}
        />
      </Paper>
    </Box>
  );
}
