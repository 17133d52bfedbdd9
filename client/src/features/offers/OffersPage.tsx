import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Box, Button, Stack, TableCell, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { OFFER_ORDERS, OFFER_OUTCOMES, OFFER_PUBLISHED_STATUSES, OFFER_STATUSES, type OfferView } from '@kollab/contracts';
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
import { filterKeysOf } from '../../lib/list-filter';
import type { FilterSubscriptions } from '../../lib/saved-filters';
import { formatMoney } from '../../lib/money';
import { FilterSelect, useListQuery } from '../collab';
import { selectContactNames, selectStaffChoices, selectUserNames, useOfferLookups } from './offer-lookups';
import { apiQueryOf, DEFAULT_OFFERS_QUERY, isFiltered, OFFER_PAGE_SIZES, OFFERS_QUERY_KIT, type OffersQuery } from './offer-query';
import { OfferContactPicker } from './OfferContactPicker';
import { OfferStatusChip } from './OfferStatusChip';
import { OFFERS, offersCatalog } from './offers.catalog';
import { offersActions, selectOfferList } from './offers.slice';

/** A saved filter's query as its subscription's `filter`: the list's filter keys without brackets (no order, page, limit). */
const subscriptionFilterOf = (saved: Partial<OffersQuery>) => filterKeysOf(apiQueryOf({ ...DEFAULT_OFFERS_QUERY, ...saved }));

export interface OffersPageProps {
  /** The app's export button for the list's query (GET v1/offers). */
  exportAction?: (listQuery: NonNullable<ApiRequest['query']>) => ReactNode;
  /** The subscriptions of the saved filters (issue 17, wired by the app): each gets its "Benachrichtigen" toggle. */
  subscriptions?: FilterSubscriptions;
}

/**
 * /offers (role user): search, filters (status, team, author, published, contact, outcome),
 * order and paging in the URL; saved filters per user (prefix `offers.`); each row with its
 * total, and the sum over the whole filtered list (`meta.sum_total`); a row opens the offer.
 */
export function OffersPage({ exportAction, subscriptions }: OffersPageProps) {
  const { t, i18n } = useCatalog(OFFERS, offersCatalog);
  const dispatch = useDispatch();
  const list = useSelector(selectOfferList);
  const names = useSelector(selectUserNames);
  const staff = useSelector(selectStaffChoices);
  const contactNames = useSelector(selectContactNames);
  const lookups = useOfferLookups(['teams', 'users']);
  const { query, key, filter, sortBy, paging, filterBar } = useListQuery(
    OFFERS_QUERY_KIT,
    'offers.',
    offersActions.listRequested,
    subscriptions && { subscriptions, filterOf: subscriptionFilterOf },
  );
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const filtered = isFiltered(query);
  const current = list.key === key;

  return (
    <Box>
      <PageHeader title={t('routes:titles.offers')}>
        <Stack direction="row" spacing={1}>
          {exportAction?.(apiQueryOf(query))}
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/offers/new">
            {t('list.create')}
          </Button>
        </Stack>
      </PageHeader>

      <ListFilterBar
        id="offer-filters"
        searchLabel={t('list.search')}
        order={
          <SelectField
            label={t('list.order')}
            value={query.order}
            options={OFFER_ORDERS.map((order) => ({ value: order, label: t(`orders.${order.replace('-', 'desc_')}`) }))}
            onChange={sortBy}
            minWidth={240}
          />
        }
        {...filterBar}
      >
        <FilterSelect
          label={t('fields.status')}
          value={query.status}
          options={OFFER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          onChange={(status) => filter({ status })}
        />
        <FilterSelect
          label={t('fields.outcome')}
          value={query.outcome}
          options={OFFER_OUTCOMES.map((outcome) => ({ value: outcome, label: t(`outcome.${outcome}`) }))}
          onChange={(outcome) => filter({ outcome })}
        />
        <FilterSelect
          label={t('fields.team')}
          value={query.team}
          options={lookups.teams.map((team) => ({ value: team.id, label: team.name }))}
          onChange={(team) => filter({ team })}
        />
        <FilterSelect
          label={t('fields.author')}
          value={query.author}
          options={staff.map((member) => ({ value: member.id, label: names[member.id] ?? '' }))}
          onChange={(author) => filter({ author })}
        />
        <FilterSelect
          label={t('fields.publishedStatus')}
          value={query.published_status}
          options={OFFER_PUBLISHED_STATUSES.map((status) => ({ value: status, label: t(`publishedStatus.${status}`) }))}
          onChange={(published_status) => filter({ published_status })}
        />
        <OfferContactPicker size="small" label={t('fields.contact')} value={query.contact} onChange={(contact) => filter({ contact })} />
      </ListFilterBar>

      <ListState
        status={current || list.status !== 'loaded' ? list.status : 'loading'}
        empty={list.rows.length === 0}
        emptyText={filtered ? t('list.noMatches') : t('list.empty')}
        onRetry={() => dispatch(offersActions.listRequested(query))}
      >
        <Typography role="status" aria-label={t('list.sumLabel')} sx={{ mb: 1, textAlign: 'right', fontWeight: 500 }}>
          {t('list.sum', { count: list.total, sum: money(list.sumTotal) })}
        </Typography>
        <PagedTable
          label={t('list.tableLabel')}
          busy={list.status === 'loading'}
          head={
            <>
              {(['number', 'title'] as const).map((field) => (
                <SortHeaderCell key={field} field={field} label={t(`fields.${field}`)} order={query.order} onSort={sortBy} />
              ))}
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('fields.contact')}</TableCell>
              <SortHeaderCell field="status" label={t('fields.status')} order={query.order} onSort={sortBy} />
              <SortHeaderCell field="valid_until" label={t('fields.valid_until')} order={query.order} onSort={sortBy} />
              <SortHeaderCell field="total" label={t('fields.total')} order={query.order} onSort={sortBy} />
            </>
          }
          total={list.total}
          pageSizes={OFFER_PAGE_SIZES}
          {...paging}
        >
          {list.rows.map((offer) => (
            <OfferRow key={offer.id} offer={offer} contact={offer.contact ? (contactNames[offer.contact] ?? '') : ''} total={money(offer.total)} />
          ))}
        </PagedTable>
      </ListState>
    </Box>
  );
}

function OfferRow({ offer, contact, total }: { offer: OfferView; contact: string; total: string }) {
  const { t } = useCatalog(OFFERS, offersCatalog);
  return (
    <OpenableRow label={t('list.open', { title: offer.title })}>
      <TableCell>{offer.number}</TableCell>
      <TableCell sx={{ fontWeight: 500 }}>
        <RowLink to={`/offers/${offer.id}`}>{offer.title}</RowLink>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{contact}</TableCell>
      <TableCell>
        <OfferStatusChip offer={offer} />
      </TableCell>
      <TableCell>{formatDate(offer.valid_until)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {total}
      </TableCell>
    </OpenableRow>
  );
}
