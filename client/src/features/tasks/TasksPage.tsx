import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Box,
  Button,
  Collapse,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import PrintIcon from '@mui/icons-material/Print';
import { TASK_ORDERS, type TaskOrder } from '@kollab/contracts';
import { ListState } from '../../components/ListState';
import { useCatalog } from '../../lib/i18n-catalog';
import { selectRoles, selectUser } from '../session';
import { DueDate } from './DueDate';
import { readSavedFilters, withFilterDeleted, withFilterRenamed, withFilterSaved, writeSavedFilters, type SavedFilter } from './saved-filters';
import { SavedFiltersMenu } from './SavedFiltersMenu';
import { TaskFilters, type FilterValues } from './TaskFilters';
import { DEFAULT_TASKS_QUERY, filtersOf, isFiltered, paramsFromQuery, queryFromParams, queryKey, TASK_PAGE_SIZES, type TasksQuery } from './task-query';
import { TaskStatusChip } from './TaskStatusChip';
import { selectTaskList, selectTaskLookups, selectTaskTypeTitles, selectTaskUserNames, selectTeamNames, selectAssignableUsers, tasksActions } from './tasks.slice';
import { isStaffView, type ShownTask } from './tasks.state';
import { TASKS, tasksCatalog } from './tasks.catalog';

/** The search box waits for a pause in typing. */
export const SEARCH_DEBOUNCE_MS = 400;
const SORTABLE = ['number', 'title', 'status', 'priority', 'due_date'] as const;
type SortField = (typeof SORTABLE)[number];

/** The saved filters of a user, kept in local storage. */
function useSavedFilters(userId: string | null) {
  const [filters, setFilters] = useState<SavedFilter[]>(() => (userId ? readSavedFilters(userId) : []));
  useEffect(() => setFilters(userId ? readSavedFilters(userId) : []), [userId]);
  const update = (next: SavedFilter[]) => {
    if (!userId) return;
    writeSavedFilters(userId, next);
    setFilters(next);
  };
  return { filters, update };
}

/** /tasks (seed §2, issue 6): search, every filter of the seed, order, paging and saved filters; the query lives in the URL. */
export function TasksPage() {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const key = queryKey(query);
  const list = useSelector(selectTaskList);
  const lookups = useSelector(selectTaskLookups);
  const userNames = useSelector(selectTaskUserNames);
  const typeTitles = useSelector(selectTaskTypeTitles);
  const teamNames = useSelector(selectTeamNames);
  const people = useSelector(selectAssignableUsers);
  const roles = useSelector(selectRoles);
  const user = useSelector(selectUser);
  const staff = roles.includes('user');
  const saved = useSavedFilters(user?.id ?? null);
  const [search, setSearch] = useState(query.search);
  const [showFilters, setShowFilters] = useState(isFiltered({ ...query, search: '' }));

  useEffect(() => {
    dispatch(tasksActions.listRequested(queryFromParams(new URLSearchParams(key))));
  }, [dispatch, key]);
  useEffect(() => {
    if (staff) dispatch(tasksActions.lookupsNeeded({ names: ['types', 'teams', 'users'] }));
  }, [dispatch, staff]);
  // the URL may change by the back button or a saved filter: the box follows
  useEffect(() => setSearch(query.search), [query.search]);
  useEffect(() => {
    if (search === query.search) return undefined;
    const timer = setTimeout(() => go({ search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // go reads the current query; only the typed text starts the timer
  }, [search]);

  /** A new query in the URL (page 1 unless the page itself changes). */
  function go(patch: Partial<TasksQuery>) {
    const next: TasksQuery = { ...query, page: 1, ...patch };
    setParams(paramsFromQuery(next));
  }
  const applyFilters = (values: FilterValues) => go(values);
  const sortBy = (field: SortField) => go({ order: query.order === field ? (`-${field}` as TaskOrder) : field });
  const sortDirection = (field: SortField) => (query.order === field ? 'asc' : query.order === `-${field}` ? 'desc' : false);
  const pick = (filter: SavedFilter) => {
    setParams(paramsFromQuery({ ...DEFAULT_TASKS_QUERY, limit: query.limit, ...filter.query }));
    setShowFilters(true);
  };
  const filtered = isFiltered(query);

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button startIcon={<PrintIcon />} onClick={() => dispatch(tasksActions.listPrintRequested(query))}>
            {t('print')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/tasks/new">
            {t('create.open')}
          </Button>
        </Stack>
      </Stack>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Box role="search" sx={{ flex: 1 }}>
          <TextField label={t('search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} size="small" fullWidth />
        </Box>
        <TextField
          select
          size="small"
          label={t('order.label')}
          value={query.order}
          onChange={(event) => go({ order: event.target.value as TaskOrder })}
          sx={{ minWidth: 220 }}
        >
          {TASK_ORDERS.map((order) => (
            <MenuItem key={order} value={order}>
              {t(`order.${order.replace('-', 'desc_')}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<FilterListIcon />} aria-expanded={showFilters} aria-controls="task-filters" onClick={() => setShowFilters((open) => !open)}>
          {t('filters.toggle')}
        </Button>
        <SavedFiltersMenu
          filters={saved.filters}
          onPick={pick}
          onSave={(name) => saved.update(withFilterSaved(saved.filters, name, { ...filtersOf(query), order: query.order }))}
          onRename={(from, to) => saved.update(withFilterRenamed(saved.filters, from, to))}
          onDelete={(name) => saved.update(withFilterDeleted(saved.filters, name))}
        />
      </Stack>

      <Collapse in={showFilters}>
        {/* keyed by the query: a saved filter or the back button fills the panel afresh */}
        <TaskFilters key={key} query={query} staff={staff} users={people} teams={lookups.teams.data} onApply={applyFilters} />
      </Collapse>

      {list.status === 'loaded' && list.rows.length === 0 && !filtered ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography gutterBottom>{t('empty')}</Typography>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/tasks/new">
            {t('create.open')}
          </Button>
        </Paper>
      ) : (
        <ListState status={list.status} empty={list.rows.length === 0} emptyText={t('noMatches')} onRetry={() => dispatch(tasksActions.listRequested())}>
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label={t('tableLabel')} aria-busy={list.status === 'loading'}>
                <TableHead>
                  <TableRow>
                    {SORTABLE.map((field) => (
                      <TableCell key={field} sortDirection={sortDirection(field)}>
                        <TableSortLabel active={sortDirection(field) !== false} direction={sortDirection(field) || 'asc'} onClick={() => sortBy(field)}>
                          {t(`fields.${field}`)}
                        </TableSortLabel>
                      </TableCell>
                    ))}
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('fields.assignees')}</TableCell>
                    {staff && <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{t('fields.team')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.rows.map((task) => (
                    <TaskRow
                      key={task.id}
                      task={task}
                      staff={staff}
                      type={task.type ? (typeTitles[task.type] ?? '') : ''}
                      team={isStaffView(task) && task.team ? (teamNames[task.team] ?? '') : ''}
                      assignees={task.assignees.map((assignee) => userNames[assignee.user_id] ?? '').filter(Boolean).join(', ')}
                      onOpen={() => navigate(`/tasks/${task.id}`)}
                    />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={list.total}
              page={Math.max(0, query.page - 1)}
              rowsPerPage={query.limit}
              rowsPerPageOptions={[...TASK_PAGE_SIZES]}
              onPageChange={(_event, page) => go({ page: page + 1 })}
              onRowsPerPageChange={(event) => go({ limit: Number(event.target.value) })}
              labelRowsPerPage={t('common:rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => t('common:pageRange', { from, to, count })}
            />
          </Paper>
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
  onOpen(): void;
}

function TaskRow({ task, staff, type, team, assignees, onOpen }: TaskRowProps) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  return (
    <TableRow
      hover
      tabIndex={0}
      aria-label={t('openTask', { title: task.title })}
      sx={{ cursor: 'pointer' }}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      <TableCell sx={{ whiteSpace: 'nowrap' }} title={type}>
        {task.number ?? '—'}
      </TableCell>
      <TableCell sx={{ fontWeight: 500 }}>
        {task.title}
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
    </TableRow>
  );
}
