import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Chip, TableCell } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { PROTOCOL_ORDERS, PROTOCOL_PUBLISHED_STATUSES, type ProtocolOrder } from '@kollab/contracts';
import { DateRangeFields } from '../../components/DateRangeFields';
import { ListFilterBar } from '../../components/ListFilterBar';
import { ListState } from '../../components/ListState';
import { OpenableRow, RowLink } from '../../components/OpenableRow';
import { PagedTable } from '../../components/PagedTable';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { SortHeaderCell } from '../../components/SortHeaderCell';
import { formatDate } from '../../lib/dates';
import { useSavedFilters, withFilterDeleted, withFilterRenamed, withFilterSaved } from '../../lib/saved-filters';
import { useCatalog } from '../../lib/i18n-catalog';
import { selectRoles, selectUser } from '../session';
import { isStaffView, type ShownProtocol } from './protocol-push';
import {
  DEFAULT_PROTOCOLS_QUERY,
  filtersOf,
  isFiltered,
  paramsFromQuery,
  PROTOCOL_PAGE_SIZES,
  queryFromParams,
  queryKey,
  type ProtocolsQuery,
} from './protocol-query';
import { selectStaffChoices, selectTeamNames, selectTypeTitles, selectUserNames, useProtocolLookups } from './protocol-lookups';
import { PROTOCOLS, protocolsCatalog } from './protocols.catalog';
import { protocolsActions, selectProtocolList } from './protocols.slice';

/** /protocols: search, filters, order and paging in the URL; saved filters per user; a row opens the protocol. */
export function ProtocolsPage() {
  const { t } = useCatalog(PROTOCOLS, protocolsCatalog);
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const key = queryKey(query);
  const list = useSelector(selectProtocolList);
  const names = useSelector(selectUserNames);
  const typeTitles = useSelector(selectTypeTitles);
  const teamNames = useSelector(selectTeamNames);
  const staff = useSelector(selectStaffChoices);
  const roles = useSelector(selectRoles);
  const user = useSelector(selectUser);
  const isStaff = roles.includes('user');
  // portal users read no teams or users (their list has no such columns)
  const lookups = useProtocolLookups(isStaff ? ['types', 'teams', 'users'] : ['types']);
  const { filters: saved, update: storeSaved } = useSavedFilters<ProtocolsQuery>('protocols.', user?.id ?? null);

  useEffect(() => {
    dispatch(protocolsActions.listRequested(queryFromParams(new URLSearchParams(key))));
  }, [dispatch, key]);

  // from the URL as it is when applied (a debounced search does not undo a filter chosen meanwhile)
  function setQuery(change: Partial<ProtocolsQuery>) {
    setParams((current) => paramsFromQuery({ ...queryFromParams(current), ...change }));
  }
  const sortBy = (order: ProtocolOrder) => setQuery({ order, page: 1 });
  const people = staff.map((member) => ({ value: member.id, label: names[member.id] ?? '' }));
  const rows = list.rows;
  const filtered = isFiltered(query);

  return (
    <Box>
      <PageHeader title={t('routes:titles.protocols')}>
        {isStaff && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/protocols/new">
            {t('list.create')}
          </Button>
        )}
      </PageHeader>

      <ListFilterBar
        id="protocol-filters"
        searchLabel={t('list.search')}
        search={query.search}
        onSearch={(search) => setQuery({ search, page: 1 })}
        order={
          <SelectField
            label={t('list.order')}
            value={query.order}
            options={PROTOCOL_ORDERS.map((order) => ({ value: order, label: t(`orders.${order.replace('-', 'desc_')}`) }))}
            onChange={sortBy}
            minWidth={240}
          />
        }
        filtered={isFiltered({ ...query, search: '' })}
        onReset={() => setParams(paramsFromQuery({ ...DEFAULT_PROTOCOLS_QUERY, search: query.search, order: query.order, limit: query.limit }))}
        saved={{
          filters: saved,
          onPick: (filter) => setParams(paramsFromQuery({ ...DEFAULT_PROTOCOLS_QUERY, limit: query.limit, ...filter.query, page: 1 })),
          onSave: (name) => storeSaved(withFilterSaved(saved, name, filtersOf(query))),
          onRename: (from, to) => storeSaved(withFilterRenamed(saved, from, to)),
          onDelete: (name) => storeSaved(withFilterDeleted(saved, name)),
        }}
      >
        <DateRangeFields
          fromLabel={t('list.dateFrom')}
          toLabel={t('list.dateTo')}
          value={query.date}
          onChange={(date) => setQuery({ date, page: 1 })}
        />
        {isStaff && (
          <>
            <SelectField
              label={t('fields.author')}
              value={query.author}
              options={people}
              anyLabel={t('common:filters.all')}
              onChange={(author) => setQuery({ author, page: 1 })}
              minWidth={170}
            />
            <SelectField
              label={t('fields.attendees')}
              value={query.attendee}
              options={people}
              anyLabel={t('common:filters.all')}
              onChange={(attendee) => setQuery({ attendee, page: 1 })}
              minWidth={170}
            />
            <SelectField
              label={t('fields.teams')}
              value={query.team}
              options={lookups.teams.map((team) => ({ value: team.id, label: team.name }))}
              anyLabel={t('common:filters.all')}
              onChange={(team) => setQuery({ team, page: 1 })}
              minWidth={170}
            />
            <SelectField
              label={t('fields.status')}
              value={query.published_status}
              options={PROTOCOL_PUBLISHED_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              anyLabel={t('common:filters.all')}
              onChange={(published_status) => setQuery({ published_status, page: 1 })}
              minWidth={170}
            />
          </>
        )}
      </ListFilterBar>

      <ListState
        status={list.key === key || list.status !== 'loaded' ? list.status : 'loading'}
        empty={rows.length === 0}
        emptyText={filtered ? t('list.noMatches') : t('list.empty')}
        onRetry={() => dispatch(protocolsActions.listRequested(query))}
      >
        <PagedTable
          label={t('list.tableLabel')}
          busy={list.status === 'loading'}
          head={
            <>
              {(['number', 'title', 'date'] as const).map((field) => (
                <SortHeaderCell key={field} field={field} label={t(`fields.${field}`)} order={query.order} onSort={sortBy} />
              ))}
              <TableCell>{t('fields.type')}</TableCell>
              {isStaff && <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('fields.teams')}</TableCell>}
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('fields.author')}</TableCell>
              {isStaff && <TableCell>{t('fields.status')}</TableCell>}
            </>
          }
          total={list.total}
          page={query.page}
          limit={query.limit}
          pageSizes={PROTOCOL_PAGE_SIZES}
          onPage={(page) => setQuery({ page })}
          onLimit={(limit) => setQuery({ limit, page: 1 })}
        >
          {rows.map((protocol) => (
            <ProtocolRow
              key={protocol.id}
              protocol={protocol}
              type={protocol.type ? (typeTitles[protocol.type] ?? '') : ''}
              teams={isStaffView(protocol) ? protocol.teams.map((team) => teamNames[team] ?? '').join(', ') : null}
              author={names[protocol.author] ?? ''}
            />
          ))}
        </PagedTable>
      </ListState>
    </Box>
  );
}

function ProtocolRow({ protocol, type, teams, author }: { protocol: ShownProtocol; type: string; teams: string | null; author: string }) {
  const { t } = useCatalog(PROTOCOLS, protocolsCatalog);
  return (
    <OpenableRow label={t('list.open', { title: protocol.title })}>
      <TableCell>{protocol.number}</TableCell>
      <TableCell sx={{ fontWeight: 500 }}>
        <RowLink to={`/protocols/${protocol.id}`}>{protocol.title}</RowLink>
      </TableCell>
      <TableCell>{formatDate(protocol.date)}</TableCell>
      <TableCell>{type}</TableCell>
      {teams !== null && <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{teams}</TableCell>}
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{author}</TableCell>
      {isStaffView(protocol) && (
        <TableCell>
          <Chip
            size="small"
            variant="outlined"
            color={protocol.published ? 'success' : 'default'}
            label={t(protocol.published ? 'status.published' : 'status.draft')}
          />
        </TableCell>
      )}
    </OpenableRow>
  );
}
