import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, TableCell, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { OFFER_ORDERS, OFFER_OUTCOMES, OFFER_PUBLISHED_STATUSES, OFFER_STATUSES, type OfferOrder, type OfferView } from '@kollab/contracts';
import { ListFilterBar } from '../../components/ListFilterBar';
import { ListState } from '../../components/ListState';
import { OpenableRow, RowLink } from '../../components/OpenableRow';
import { PagedTable } from '../../components/PagedTable';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { SortHeaderCell } from '../../components/SortHeaderCell';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { formatMoney } from '../../lib/money';
import { useSavedFilters, withFilterDeleted, withFilterRenamed, withFilterSaved } from '../../lib/saved-filters';
import { selectUser } from '../session';
import { selectContactNames, selectStaffChoices, selectUserNames, useOfferLookups } from './offer-lookups';
import {
  DEFAULT_OFFERS_QUERY,
  filtersOf,
  isFiltered,
  OFFER_PAGE_SIZES,
  paramsFromQuery,
  queryFromParams,
  queryKey,
  type OffersQuery,
} from './offer-query';
import { OfferContactPicker } from './OfferContactPicker';
import { OfferStatusChip } from './OfferStatusChip';
import { OFFERS, offersCatalog } from './offers.catalog';
import { offersActions, selectOfferList } from './offers.slice';

/**
 * /offers (role user): search, filters (status, team, author, published, contact, outcome),
 * order and paging in the URL; saved filters per user (prefix `offers.`); each row with its
 * total, and the sum over the whole filtered list (`meta.sum_total`); a row opens the offer.
 */
export function OffersPage() {
  const { t, i18n } = useCatalog(OFFERS, offersCatalog);
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const key = queryKey(query);
  const list = useSelector(selectOfferList);
  const names = useSelector(selectUserNames);
  const staff = useSelector(selectStaffChoices);
  const contactNames = useSelector(selectContactNames);
  const user = useSelector(selectUser);
  const lookups = useOfferLookups(['teams', 'users']);
  const { filters: saved, update: storeSaved } = useSavedFilters<OffersQuery>('offers.', user?.id ?? null);

  useEffect(() => {
    dispatch(offersActions.listRequested(queryFromParams(new URLSearchParams(key))));
  }, [dispatch, key]);

  // from the URL as it is when applied (a debounced search does not undo a filter chosen meanwhile)
  function setQuery(change: Partial<OffersQuery>) {
    setParams((current) => paramsFromQuery({ ...queryFromParams(current), ...change }));
  }
  const sortBy = (order: OfferOrder) => setQuery({ order, page: 1 });
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const filtered = isFiltered(query);
  const current = list.key === key;

  return (
    <Box>
      <PageHeader title={t('routes:titles.offers')}>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/offers/new">
          {t('list.create')}
        </Button>
      </PageHeader>

      <ListFilterBar
        id="offer-filters"
        searchLabel={t('list.search')}
        search={query.search}
        onSearch={(search) => setQuery({ search, page: 1 })}
        order={
          <SelectField
            label={t('list.order')}
            value={query.order}
            options={OFFER_ORDERS.map((order) => ({ value: order, label: t(`orders.${order.replace('-', 'desc_')}`) }))}
            onChange={sortBy}
            minWidth={240}
          />
        }
        filtered={isFiltered({ ...query, search: '' })}
        onReset={() => setParams(paramsFromQuery({ ...DEFAULT_OFFERS_QUERY, search: query.search, order: query.order, limit: query.limit }))}
        saved={{
          filters: saved,
          onPick: (filter) => setParams(paramsFromQuery({ ...DEFAULT_OFFERS_QUERY, limit: query.limit, ...filter.query, page: 1 })),
          onSave: (name) => storeSaved(withFilterSaved(saved, name, filtersOf(query))),
          onRename: (from, to) => storeSaved(withFilterRenamed(saved, from, to)),
          onDelete: (name) => storeSaved(withFilterDeleted(saved, name)),
        }}
      >
        <SelectField
          label={t('fields.status')}
          value={query.status}
          options={OFFER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          anyLabel={t('common:filters.all')}
          onChange={(status) => setQuery({ status, page: 1 })}
          minWidth={170}
        />
        <SelectField
          label={t('fields.outcome')}
          value={query.outcome}
          options={OFFER_OUTCOMES.map((outcome) => ({ value: outcome, label: t(`outcome.${outcome}`) }))}
          anyLabel={t('common:filters.all')}
          onChange={(outcome) => setQuery({ outcome, page: 1 })}
          minWidth={170}
        />
        <SelectField
          label={t('fields.team')}
          value={query.team}
          options={lookups.teams.map((team) => ({ value: team.id, label: team.name }))}
          anyLabel={t('common:filters.all')}
          onChange={(team) => setQuery({ team, page: 1 })}
          minWidth={170}
        />
        <SelectField
          label={t('fields.author')}
          value={query.author}
          options={staff.map((member) => ({ value: member.id, label: names[member.id] ?? '' }))}
          anyLabel={t('common:filters.all')}
          onChange={(author) => setQuery({ author, page: 1 })}
          minWidth={170}
        />
        <SelectField
          label={t('fields.publishedStatus')}
          value={query.published_status}
          options={OFFER_PUBLISHED_STATUSES.map((status) => ({ value: status, label: t(`publishedStatus.${status}`) }))}
          anyLabel={t('common:filters.all')}
          onChange={(published_status) => setQuery({ published_status, page: 1 })}
          minWidth={170}
        />
        <OfferContactPicker size="small" label={t('fields.contact')} value={query.contact} onChange={(contact) => setQuery({ contact, page: 1 })} />
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
          page={query.page}
          limit={query.limit}
          pageSizes={OFFER_PAGE_SIZES}
          onPage={(page) => setQuery({ page })}
          onLimit={(limit) => setQuery({ limit, page: 1 })}
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
