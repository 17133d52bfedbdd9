import { useEffect, useMemo, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Paper, Stack, TableCell, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/Print';
import { TASK_ORDERS, type TaskOrder } from '@kollab/contracts';
import { ListFilterBar } from '../../components/ListFilterBar';
import { ListState } from '../../components/ListState';
import { OpenableRow, RowLink } from '../../components/OpenableRow';
import { PagedTable } from '../../components/PagedTable';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { SortHeaderCell } from '../../components/SortHeaderCell';
import { useSavedFilters, type FilterSubscriptions, type SavedFilter } from '../../lib/saved-filters';
import type { ApiRequest } from '../../lib/api/http';
import { useCatalog } from '../../lib/i18n-catalog';
import { filterKeysOf } from '../../lib/list-filter';
import { useSavedFilterMenu } from '../collab/useSavedFilterMenu';
import { selectRoles, selectUser } from '../session';
import { DueDate } from './DueDate';
import { TaskFilters } from './TaskFilters';
import {
  apiQueryOf,
  DEFAULT_TASKS_QUERY,
  filtersOf,
  isFiltered,
  paramsFromQuery,
  queryFromParams,
  queryKey,
  TASK_PAGE_SIZES,
  type TasksQuery,
} from './task-query';
import { TaskStatusChip } from './TaskStatusChip';
import { useTaskLookups } from './task-lookups';
import { selectTaskList, selectTaskTypeTitles, selectTaskUserNames, selectTeamNames, selectAssignableUsers, tasksActions } from './tasks.slice';
import { isStaffView, type ShownTask } from './tasks.state';
import { TASKS, tasksCatalog } from './tasks.catalog';

const SORTABLE = ['number', 'title', 'status', 'priority', 'due_date'] as const;

/** A saved filter's query as its subscription's `filter`: the list's filter keys without brackets (no order, page, limit). */
const subscriptionFilterOf = (saved: Partial<TasksQuery>) => filterKeysOf(apiQueryOf({ ...DEFAULT_TASKS_QUERY, ...saved }, false));

export interface TasksPageProps {
  /** The app's export button for the list's query (GET v1/tasks, without page and limit). */
  exportAction?: (listQuery: NonNullable<ApiRequest['query']>) => ReactNode;
  /** The subscriptions of the saved filters (issue 17, wired by the app): each gets its "Benachrichtigen" toggle. */
  subscriptions?: FilterSubscriptions;
}

/**
 * /tasks (seed §2, issue 6): search, every filter of the seed, order, paging and saved filters; the query lives in the URL.
 */
export function TasksPage({ exportAction, subscriptions }: TasksPageProps) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const key = queryKey(query);
  const list = useSelector(selectTaskList);
  const userNames = useSelector(selectTaskUserNames);
  const typeTitles = useSelector(selectTaskTypeTitles);
  const teamNames = useSelector(selectTeamNames);
  const people = useSelector(selectAssignableUsers);
  const roles = useSelector(selectRoles);
  const user = useSelector(selectUser);
  const staff = roles.includes('user');
  const lookups = useTaskLookups(['types', 'teams', 'users'], { staff });
  const saved = useSavedFilters<TasksQuery>('tasks.', user?.id ?? null);

  useEffect(() => {
    dispatch(tasksActions.listRequested(queryFromParams(new URLSearchParams(key))));
  }, [dispatch, key]);

  /** A new query in the URL (page 1 unless the page itself changes). */
  function go(patch: Partial<TasksQuery>) {
    const next: TasksQuery = { ...query, page: 1, ...patch };
    setParams(paramsFromQuery(next));
  }
  const sortBy = (order: TaskOrder) => go({ order });
  const pick = (filter: SavedFilter<TasksQuery>) => setParams(paramsFromQuery({ ...DEFAULT_TASKS_QUERY, limit: query.limit, ...filter.query }));
  const savedMenu = useSavedFilterMenu<TasksQuery>({
    saved,
    current: () => ({ ...filtersOf(query), order: query.order }),
    onPick: pick,
    subscriptions,
    filterOf: subscriptionFilterOf,
  });
  const filtered = isFiltered(query);

  return (
    <Box>
      <PageHeader title={t('title')}>
        <Stack direction="row" spacing={1}>
          {exportAction?.(apiQueryOf(query, false))}
          <Button startIcon={<PrintIcon />} onClick={() => dispatch(tasksActions.listPrintRequested(query))}>
            {t('print')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/tasks/new">
            {t('create.open')}
          </Button>
        </Stack>
      </PageHeader>

      <ListFilterBar
        id="task-filters"
        searchLabel={t('search')}
        search={query.search}
        onSearch={(search) => go({ search })}
        order={
          <SelectField
            label={t('order.label')}
            value={query.order}
            options={TASK_ORDERS.map((order) => ({ value: order, label: t(`order.${order.replace('-', 'desc_')}`) }))}
            onChange={sortBy}
            minWidth={220}
          />
        }
        filtered={isFiltered({ ...query, search: '' })}
        onReset={() => go({ ...DEFAULT_TASKS_QUERY, search: query.search, order: query.order, limit: query.limit })}
        saved={savedMenu}
      >
        <TaskFilters query={query} staff={staff} users={people} teams={lookups.teams} onApply={go} />
      </ListFilterBar>

      {list.status === 'loaded' && list.rows.length === 0 && !filtered ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography gutterBottom>{t('empty')}</Typography>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/tasks/new">
            {t('create.open')}
          </Button>
        </Paper>
      ) : (
        <ListState
          status={list.status}
          empty={list.rows.length === 0}
          emptyText={t('noMatches')}
          onRetry={() => dispatch(tasksActions.listRequested())}
        >
          <PagedTable
            label={t('tableLabel')}
            busy={list.status === 'loading'}
            head={
              <>
                {SORTABLE.map((field) => (
                  <SortHeaderCell key={field} field={field} label={t(`fields.${field}`)} order={query.order} onSort={sortBy} />
                ))}
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('fields.assignees')}</TableCell>
                {staff && <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('fields.team')}</TableCell>}
              </>
            }
            total={list.total}
            page={query.page}
            limit={query.limit}
            pageSizes={TASK_PAGE_SIZES}
            onPage={(page) => go({ page })}
            onLimit={(limit) => go({ limit })}
          >
            {list.rows.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                staff={staff}
                type={task.type ? (typeTitles[task.type] ?? '') : ''}
                team={isStaffView(task) && task.team ? (teamNames[task.team] ?? '') : ''}
                assignees={task.assignees
                  .map((assignee) => userNames[assignee.user_id] ?? '')
                  .filter(Boolean)
                  .join(', ')}
              />
            ))}
          </PagedTable>
        </ListState>
      )}
    </Box>
  );
}

interface TaskRowProps {
  task: ShownTask;
  staff: boolean;
  type: string;
  team: string;
  assignees: string;
}

function TaskRow({ task, staff, type, team, assignees }: TaskRowProps) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  return (
    <OpenableRow label={t('openTask', { title: task.title })}>
      <TableCell sx={{ whiteSpace: 'nowrap' }} title={type}>
        {task.number ?? '—'}
      </TableCell>
      <TableCell sx={{ fontWeight: 500 }}>
        <RowLink to={`/tasks/${task.id}`}>{task.title}</RowLink>
        {!task.published && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {t('published.draft')}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <TaskStatusChip status={task.status} />
      </TableCell>
      <TableCell>{t(`priority.${task.priority}`)}</TableCell>
      <TableCell>
        <DueDate task={task} />
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{assignees}</TableCell>
      {staff && <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{team}</TableCell>}
    </OpenableRow>
  );
}
