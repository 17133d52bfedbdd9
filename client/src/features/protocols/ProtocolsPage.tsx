import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Box,
  Button,
  Chip,
  IconButton,
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
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { PROTOCOL_ORDERS, PROTOCOL_PUBLISHED_STATUSES, type ProtocolOrder } from '@kollab/contracts';
import { ListState } from '../../components/ListState';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { selectRoles, selectUser } from '../session';
import { isStaffView, type ShownProtocol } from './protocol-push';
import { dateFilterOf, dateRangeOf, DEFAULT_PROTOCOLS_QUERY, filtersOf, isFiltered, paramsFromQuery, PROTOCOL_PAGE_SIZES, queryFromParams, queryKey, type ProtocolsQuery } from './protocol-query';
import { selectStaffChoices, selectTeamNames, selectTypeTitles, selectUserNames } from './protocol-lookups';
import { PROTOCOLS, protocolsCatalog } from './protocols.catalog';
import { protocolsActions, selectProtocolList, selectProtocolLookups } from './protocols.slice';
import { readSavedFilters, withFilterDeleted, withFilterSaved, writeSavedFilters, type SavedFilter } from './saved-filters';

/** The search box writes to the URL after a pause in typing. */
export const SEARCH_DEBOUNCE_MS = 400;
type SortField = 'number' | 'title' | 'date';

/** /protocols: search, filters, order and paging in the URL; saved filters per user; a row opens the protocol. */
export function ProtocolsPage() {
  const { t } = useCatalog(PROTOCOLS, protocolsCatalog);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const key = queryKey(query);
  const list = useSelector(selectProtocolList);
  const lookups = useSelector(selectProtocolLookups);
  const names = useSelector(selectUserNames);
  const typeTitles = useSelector(selectTypeTitles);
  const teamNames = useSelector(selectTeamNames);
  const staff = useSelector(selectStaffChoices);
  const roles = useSelector(selectRoles);
  const user = useSelector(selectUser);
  const isStaff = roles.includes('user');
  const [search, setSearch] = useState(query.search);
  const [saved, setSaved] = useState<SavedFilter[]>(() => (user ? readSavedFilters(user.id) : []));
  const [filterName, setFilterName] = useState('');

  useEffect(() => {
    dispatch(protocolsActions.listRequested(queryFromParams(new URLSearchParams(key))));
  }, [dispatch, key]);
  useEffect(() => {
    // portal users read no teams or users (their list has no such columns)
    dispatch(protocolsActions.lookupsNeeded({ names: isStaff ? ['types', 'teams', 'users'] : ['types'] }));
  }, [dispatch, isStaff]);
  // the search box follows the URL (back button, a saved filter)
  useEffect(() => setSearch(query.search), [query.search]);
  useEffect(() => {
    if (search === query.search) return undefined;
    const timer = setTimeout(() => setQuery({ search, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  // from the URL as it is when applied (a debounced search does not undo a filter chosen meanwhile)
  function setQuery(change: Partial<ProtocolsQuery>) {
    setParams((current) => paramsFromQuery({ ...queryFromParams(current), ...change }));
  }
  const sortBy = (field: SortField) => setQuery({ order: query.order === field ? `-${field}` : field, page: 1 });
  const sortDirection = (field: SortField) => (query.order === field ? 'asc' : query.order === `-${field}` ? 'desc' : false);
  const range = dateRangeOf(query.date);
  const storeSaved = (next: SavedFilter[]) => {
    setSaved(next);
    if (user) writeSavedFilters(user.id, next);
  };
  const rows = list.rows;
  const filtered = isFiltered(query);

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t('routes:titles.protocols')}
        </Typography>
        {isStaff && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/protocols/new">
            {t('list.create')}
          </Button>
        )}
      </Stack>

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="search" aria-label={t('list.filters')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField size="small" label={t('list.search')} value={search} onChange={(event) => setSearch(event.target.value)} fullWidth />
          <TextField select size="small" label={t('list.order')} value={query.order} onChange={(event) => setQuery({ order: event.target.value as ProtocolOrder, page: 1 })} sx={{ minWidth: 240 }}>
            {PROTOCOL_ORDERS.map((order) => (
              <MenuItem key={order} value={order}>
                {t(`orders.${order.replace('-', 'desc_')}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }} useFlexGap>
          <TextField
            size="small"
            type="date"
            label={t('list.dateFrom')}
            value={range.from}
            onChange={(event) => setQuery({ date: dateFilterOf(event.target.value, range.to), page: 1 })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={t('list.dateTo')}
            value={range.to}
            onChange={(event) => setQuery({ date: dateFilterOf(range.from, event.target.value), page: 1 })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {isStaff && (
            <>
              <TextField select size="small" label={t('fields.author')} value={query.author} onChange={(event) => setQuery({ author: event.target.value, page: 1 })} sx={{ minWidth: 180 }}>
                <MenuItem value="">{t('list.any')}</MenuItem>
                {staff.map((member) => (
                  <MenuItem key={member.id} value={member.id}>
                    {names[member.id]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select size="small" label={t('fields.attendees')} value={query.attendee} onChange={(event) => setQuery({ attendee: event.target.value, page: 1 })} sx={{ minWidth: 180 }}>
                <MenuItem value="">{t('list.any')}</MenuItem>
                {staff.map((member) => (
                  <MenuItem key={member.id} value={member.id}>
                    {names[member.id]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select size="small" label={t('fields.teams')} value={query.team} onChange={(event) => setQuery({ team: event.target.value, page: 1 })} sx={{ minWidth: 160 }}>
                <MenuItem value="">{t('list.any')}</MenuItem>
                {lookups.teams.data.map((team) => (
                  <MenuItem key={team.id} value={team.id}>
                    {team.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('fields.status')}
                value={query.published_status}
                onChange={(event) => setQuery({ published_status: event.target.value, page: 1 })}
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="">{t('list.any')}</MenuItem>
                {PROTOCOL_PUBLISHED_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(`status.${status}`)}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          <Button onClick={() => setParams(paramsFromQuery({ ...DEFAULT_PROTOCOLS_QUERY, limit: query.limit }))} disabled={!filtered}>
            {t('list.reset')}
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }} useFlexGap aria-label={t('list.saved')} role="group">
          <Typography variant="body2" color="text.secondary">
            {t('list.saved')}:
          </Typography>
          {saved.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('list.savedNone')}
            </Typography>
          )}
          {saved.map((filter) => (
            <Chip
              key={filter.name}
              label={filter.name}
              aria-label={t('list.applyFilter', { name: filter.name })}
              onClick={() => setParams(paramsFromQuery({ ...DEFAULT_PROTOCOLS_QUERY, limit: query.limit, ...filter.query, page: 1 }))}
              onDelete={() => storeSaved(withFilterDeleted(saved, filter.name))}
              deleteIcon={<DeleteIcon aria-label={t('list.deleteFilter', { name: filter.name })} />}
            />
          ))}
          <Box sx={{ flex: 1 }} />
          <TextField size="small" label={t('list.filterName')} value={filterName} onChange={(event) => setFilterName(event.target.value)} />
          <IconButton
            aria-label={t('list.saveFilter')}
            disabled={!filterName.trim() || !user}
            onClick={() => {
              storeSaved(withFilterSaved(saved, filterName, filtersOf(query)));
              setFilterName('');
            }}
          >
            <SaveIcon />
          </IconButton>
        </Stack>
      </Paper>

      <ListState
        status={list.key === key || list.status !== 'loaded' ? list.status : 'loading'}
        empty={rows.length === 0}
        emptyText={filtered ? t('list.noMatches') : t('list.empty')}
        onRetry={() => dispatch(protocolsActions.listRequested(query))}
      >
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={t('list.tableLabel')} aria-busy={list.status === 'loading'}>
              <TableHead>
                <TableRow>
                  {(['number', 'title', 'date'] as const).map((field) => (
                    <TableCell key={field} sortDirection={sortDirection(field)}>
                      <TableSortLabel active={sortDirection(field) !== false} direction={sortDirection(field) || 'asc'} onClick={() => sortBy(field)}>
                        {t(`fields.${field}`)}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                  <TableCell>{t('fields.type')}</TableCell>
                  {isStaff && <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('fields.teams')}</TableCell>}
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('fields.author')}</TableCell>
                  {isStaff && <TableCell>{t('fields.status')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((protocol) => (
                  <ProtocolRow
                    key={protocol.id}
                    protocol={protocol}
                    type={protocol.type ? (typeTitles[protocol.type] ?? '') : ''}
                    teams={isStaffView(protocol) ? protocol.teams.map((team) => teamNames[team] ?? '').join(', ') : null}
                    author={names[protocol.author] ?? ''}
                    onOpen={() => navigate(`/protocols/${protocol.id}`)}
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
            rowsPerPageOptions={[...PROTOCOL_PAGE_SIZES]}
            onPageChange={(_event, page) => setQuery({ page: page + 1 })}
            onRowsPerPageChange={(event) => setQuery({ limit: Number(event.target.value), page: 1 })}
            labelRowsPerPage={t('common:rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('common:pageRange', { from, to, count })}
          />
        </Paper>
      </ListState>
    </Box>
  );
}

function ProtocolRow({ protocol, type, teams, author, onOpen }: { protocol: ShownProtocol; type: string; teams: string | null; author: string; onOpen(): void }) {
  const { t } = useCatalog(PROTOCOLS, protocolsCatalog);
  return (
    <TableRow
      hover
      tabIndex={0}
      aria-label={t('list.open', { title: protocol.title })}
      sx={{ cursor: 'pointer' }}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      <TableCell>{protocol.number}</TableCell>
      <TableCell sx={{ fontWeight: 500 }}>{protocol.title}</TableCell>
      <TableCell>{formatDate(protocol.date)}</TableCell>
      <TableCell>{type}</TableCell>
      {teams !== null && <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{teams}</TableCell>}
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{author}</TableCell>
      {isStaffView(protocol) && (
        <TableCell>
          <Chip size="small" variant="outlined" color={protocol.published ? 'success' : 'default'} label={t(protocol.published ? 'status.published' : 'status.draft')} />
        </TableCell>
      )}
    </TableRow>
  );
}
