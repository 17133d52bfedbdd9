import { useState, type FormEvent } from 'react';
import { Button, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField } from '@mui/material';
import { TASK_ASSIGNEE_STATUSES, TASK_PUBLISHED_STATUSES, TASK_STATUSES, type MemberView, type TeamView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { DEFAULT_TASKS_QUERY, type TasksQuery } from './task-query';
import { TASKS, tasksCatalog } from './tasks.catalog';

export type FilterValues = Omit<TasksQuery, 'page' | 'limit' | 'order' | 'search'>;

/** `from..to` (either end open), one day when both are the same. */
export function dueDateFilter(from: string, to: string): string {
  if (!from && !to) return '';
  if (from && from === to) return from;
  return `${from}..${to}`;
}

export function dueDateRange(filter: string): { from: string; to: string } {
  if (!filter) return { from: '', to: '' };
  if (!filter.includes('..')) return { from: filter, to: filter };
  const [from = '', to = ''] = filter.split('..');
  return { from, to };
}

export interface TaskFiltersProps {
  query: TasksQuery;
  /** Staff see every filter; portal users only those on their own view. */
  staff: boolean;
  users: readonly MemberView[];
  teams: readonly TeamView[];
  onApply(values: FilterValues): void;
}

/** The filter panel of /tasks: due date (a day or a range), assignee, my status, author, published, status, team, hide resolved. */
export function TaskFilters({ query, staff, users, teams, onApply }: TaskFiltersProps) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const range = dueDateRange(query.due_date);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [values, setValues] = useState<FilterValues>({
    due_date: query.due_date,
    assignee: query.assignee,
    user_status: query.user_status,
    author: query.author,
    published_status: query.published_status,
    status: query.status,
    team: query.team,
    hide_resolved: query.hide_resolved,
  });
  const set = (patch: Partial<FilterValues>) => setValues((current) => ({ ...current, ...patch }));
  const rangeInvalid = Boolean(from && to && from > to);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (rangeInvalid) return;
    onApply({ ...values, due_date: dueDateFilter(from, to) });
  };
  const reset = () => {
    const empty: FilterValues = { ...DEFAULT_TASKS_QUERY };
    setFrom('');
    setTo('');
    setValues(empty);
    onApply(empty);
  };
  const select = (name: keyof FilterValues, label: string, options: ReadonlyArray<{ value: string; label: string }>) => (
    <TextField select size="small" label={label} value={values[name] as string} onChange={(event) => set({ [name]: event.target.value })} sx={{ minWidth: 170 }}>
      <MenuItem value="">{t('filters.all')}</MenuItem>
      {/* a value from the URL before its names have loaded */}
      {values[name] && !options.some((option) => option.value === values[name]) && <MenuItem value={values[name] as string}>{String(values[name])}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const people = users.map((user) => ({ value: user.id, label: user.full_name || user.username }));

  return (
    <Paper variant="outlined" component="form" id="task-filters" aria-label={t('filters.label')} onSubmit={apply} sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="date"
          size="small"
          label={t('filters.dueFrom')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('filters.dueTo')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={rangeInvalid}
          helperText={rangeInvalid ? t('filters.rangeInvalid') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {select('status', t('fields.status'), TASK_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })))}
        {staff && select('assignee', t('filters.assignee'), people)}
        {staff && select('user_status', t('filters.userStatus'), TASK_ASSIGNEE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })))}
        {staff && select('author', t('filters.author'), people)}
        {staff && select('published_status', t('filters.published'), TASK_PUBLISHED_STATUSES.map((status) => ({ value: status, label: t(`published.${status}`) })))}
        {staff && select('team', t('fields.team'), teams.map((team) => ({ value: team.id, label: team.name })))}
        <FormControlLabel
          control={<Switch checked={values.hide_resolved} onChange={(event) => set({ hide_resolved: event.target.checked })} />}
          label={t('filters.hideResolved')}
        />
        <Button type="submit" variant="outlined">
          {t('filters.apply')}
        </Button>
        <Button onClick={reset}>{t('filters.reset')}</Button>
      </Stack>
    </Paper>
  );
}
