import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Box, Button, Chip, Stack, TableCell } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { PROTOCOL_ORDERS, PROTOCOL_PUBLISHED_STATUSES } from '@kollab/contracts';
import { DateRangeFields } from '../../components/DateRangeFields';
import { ListFilterBar } from '../../components/ListFilterBar';
import { ListState } from '../../components/ListState';
import { OpenableRow, RowLink } from '../../components/OpenableRow';
import { PagedTable } from '../../components/PagedTable';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { SortHeaderCell } from '../../components/SortHeaderCell';
import type { ApiRequest } from '../../lib/api/http';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { FilterSelect, useListQuery } from '../collab';
import { selectRoles } from '../session';
import { isStaffView, type ShownProtocol } from './protocol-push';
import { apiQueryOf, isFiltered, PROTOCOL_PAGE_SIZES, PROTOCOLS_QUERY_KIT } from './protocol-query';
import { selectStaffChoices, selectTeamNames, selectTypeTitles, selectUserNames, useProtocolLookups } from './protocol-lookups';
import { PROTOCOLS, protocolsCatalog } from './protocols.catalog';
import { protocolsActions, selectProtocolList } from './protocols.slice';

/**
 * /protocols: search, filters, order and paging in the URL; saved filters per user; a row opens the protocol.
 * `exportAction`: the app's export button for the list's query (GET v1/protocols).
 */
export function ProtocolsPage({ exportAction }: { exportAction?: (listQuery: NonNullable<ApiRequest['query']>) => ReactNode }) {
  const { t } = useCatalog(PROTOCOLS, protocolsCatalog);
  const dispatch = useDispatch();
  const list = useSelector(selectProtocolList);
  const names = useSelector(selectUserNames);
  const typeTitles = useSelector(selectTypeTitles);
  const teamNames = useSelector(selectTeamNames);
  const staff = useSelector(selectStaffChoices);
  const roles = useSelector(selectRoles);
  const isStaff = roles.includes('user');
  // portal users read no teams or users (their list has no such columns)
  const lookups = useProtocolLookups(isStaff ? ['types', 'teams', 'users'] : ['types']);
  const { query, key, filter, sortBy, paging, filterBar } = useListQuery(PROTOCOLS_QUERY_KIT, 'protocols.', protocolsActions.listRequested);
  const people = staff.map((member) => ({ value: member.id, label: names[member.id] ?? '' }));
  const rows = list.rows;
  const filtered = isFiltered(query);

  return (
    <Box>
      <PageHeader title={t('routes:titles.protocols')}>
        <Stack direction="row" spacing={1}>
          {exportAction?.(apiQueryOf(query))}
          {isStaff && (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/protocols/new">
              {t('list.create')}
            </Button>
          )}
        </Stack>
      </PageHeader>

      <ListFilterBar
        id="protocol-filters"
        searchLabel={t('list.search')}
        order={
          <SelectField
            label={t('list.order')}
            value={query.order}
            options={PROTOCOL_ORDERS.map((order) => ({ value: order, label: t(`orders.${order.replace('-', 'desc_')}`) }))}
            onChange={sortBy}
            minWidth={240}
          />
        }
        {...filterBar}
      >
        <DateRangeFields fromLabel={t('list.dateFrom')} toLabel={t('list.dateTo')} value={query.date} onChange={(date) => filter({ date })} />
        {isStaff && (
          <>
            <FilterSelect label={t('fields.author')} value={query.author} options={people} onChange={(author) => filter({ author })} />
            <FilterSelect label={t('fields.attendees')} value={query.attendee} options={people} onChange={(attendee) => filter({ attendee })} />
            <FilterSelect
              label={t('fields.teams')}
              value={query.team}
              options={lookups.teams.map((team) => ({ value: team.id, label: team.name }))}
              onChange={(team) => filter({ team })}
            />
            <FilterSelect
              label={t('fields.status')}
              value={query.published_status}
              options={PROTOCOL_PUBLISHED_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              onChange={(published_status) => filter({ published_status })}
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
          pageSizes={PROTOCOL_PAGE_SIZES}
          {...paging}
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
