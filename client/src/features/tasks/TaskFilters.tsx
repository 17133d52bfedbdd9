import { FormControlLabel, Switch } from '@mui/material';
import { TASK_ASSIGNEE_STATUSES, TASK_PUBLISHED_STATUSES, TASK_STATUSES, type MemberView, type TeamView } from '@kollab/contracts';
import { DateRangeFields } from '../../components/DateRangeFields';
import type { SelectOption } from '../../components/SelectField';
import { useCatalog } from '../../lib/i18n-catalog';
import { FilterSelect } from '../collab';
import type { TasksQuery } from './task-query';
import { TASKS, tasksCatalog } from './tasks.catalog';

export type FilterValues = Omit<TasksQuery, 'page' | 'limit' | 'order' | 'search'>;

export interface TaskFiltersProps {
  query: TasksQuery;
  /** Staff see every filter; portal users only those on their own view. */
  staff: boolean;
  users: readonly MemberView[];
  teams: readonly TeamView[];
  /** A filter changed (applied at once, like the protocols' filters). */
  onApply(values: Partial<FilterValues>): void;
}

/** The fields of /tasks' filter panel: due date (a day or a range), status, assignee, my status, author, published, team, hide resolved. */
export function TaskFilters({ query, staff, users, teams, onApply }: TaskFiltersProps) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const select = (name: Exclude<keyof FilterValues, 'due_date' | 'hide_resolved'>, label: string, options: readonly SelectOption[]) => {
    const value = query[name];
    // a value from the URL before its names have loaded
    const known = !value || options.some((option) => option.value === value);
    return (
      <FilterSelect
        label={label}
        value={value}
        options={known ? options : [...options, { value, label: value }]}
        onChange={(next) => onApply({ [name]: next })}
      />
    );
  };
  const people = users.map((user) => ({ value: user.id, label: user.full_name || user.username }));

  return (
    <>
      <DateRangeFields
        fromLabel={t('filters.dueFrom')}
        toLabel={t('filters.dueTo')}
        value={query.due_date}
        onChange={(due_date) => onApply({ due_date })}
      />
      {select(
        'status',
        t('fields.status'),
        TASK_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      )}
      {staff && select('assignee', t('filters.assignee'), people)}
      {staff &&
        select(
          'user_status',
          t('filters.userStatus'),
          TASK_ASSIGNEE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        )}
      {staff && select('author', t('filters.author'), people)}
      {staff &&
        select(
          'published_status',
          t('filters.published'),
          TASK_PUBLISHED_STATUSES.map((status) => ({ value: status, label: t(`published.${status}`) })),
        )}
      {staff &&
        select(
          'team',
          t('fields.team'),
          teams.map((team) => ({ value: team.id, label: team.name })),
        )}
      <FormControlLabel
        control={<Switch checked={query.hide_resolved} onChange={(event) => onApply({ hide_resolved: event.target.checked })} />}
        label={t('filters.hideResolved')}
      />
    </>
  );
}
