import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Chip, TableCell, Typography, type ChipProps } from '@mui/material';
import { ListState } from '../../components/ListState';
import { OpenableRow, RowLink } from '../../components/OpenableRow';
import { PagedTable } from '../../components/PagedTable';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { formatMoney } from '../../lib/money';
import { contactsActions, selectContactDetail, type LinkedItem } from './contacts.slice';
import { contactsCatalog } from './contacts.catalog';

export const LINKED_OFFER_PAGE_SIZES = [10, 25, 50] as const;
const DEFAULT_LIMIT = 25;

/** How an offer's status reads at a glance: overdue stands out, an accepted one is a success. */
function statusColor(offer: LinkedItem): ChipProps['color'] {
  if (offer.status === 'overdue') return 'error';
  if (offer.status === 'in_progress') return 'info';
  if (offer.status === 'closed') return offer.outcome === 'accepted' ? 'success' : 'default';
  return 'primary';
}

/**
 * The contact's offers tab (GET v1/contacts/{id}/offers: only those the user may read), by
 * page: number, title, status, total as money of the UI language and valid-until, each
 * opening /offers/:id; above them their count and the sum of their totals.
 */
export function LinkedOffers() {
  const { t, i18n } = useCatalog('contacts', contactsCatalog);
  const dispatch = useDispatch();
  const list = useSelector(selectContactDetail).linked.offers;
  const page = list.page ?? 1;
  const limit = list.limit ?? DEFAULT_LIMIT;
  const show = (next: { page: number; limit: number }) => dispatch(contactsActions.linkedRequested({ kind: 'offers', ...next }));
  useEffect(() => {
    // the page shown last (the first on the contact's first visit)
    dispatch(contactsActions.linkedRequested({ kind: 'offers' }));
  }, [dispatch]);
  return (
    <ListState status={list.status} empty={list.items.length === 0} emptyText={t('linked.offers.empty')} onRetry={() => show({ page, limit })}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t('linked.offers.count', { count: list.total })}
        {list.sum !== undefined && ` · ${t('linked.offers.sum', { amount: formatMoney(list.sum, i18n.language) })}`}
      </Typography>
      <PagedTable
        label={t('tabs.offers')}
        busy={list.status === 'loading'}
        head={
          <>
            <TableCell>{t('linked.offers.columns.number')}</TableCell>
            <TableCell>{t('linked.offers.columns.title')}</TableCell>
            <TableCell>{t('linked.offers.columns.status')}</TableCell>
            <TableCell align="right">{t('linked.offers.columns.total')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('linked.offers.columns.valid_until')}</TableCell>
          </>
        }
        total={list.total}
        page={page}
        limit={limit}
        pageSizes={LINKED_OFFER_PAGE_SIZES}
        onPage={(next) => show({ page: next, limit })}
        onLimit={(next) => show({ page: 1, limit: next })}
      >
        {list.items.map((offer) => {
          const title = offer.title?.trim() || offer.id;
          return (
            <OpenableRow key={offer.id} label={t('linked.offers.open', { title })}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{offer.number ?? '—'}</TableCell>
              <TableCell sx={{ fontWeight: 500 }}>
                <RowLink to={`/offers/${encodeURIComponent(offer.id)}`}>{title}</RowLink>
                {offer.published === false && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {t('linked.offers.draft')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {offer.status && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={statusColor(offer)}
                    label={
                      offer.status === 'closed' && offer.outcome
                        ? t('linked.offers.closedWith', { outcome: t(`linked.offers.outcome.${offer.outcome}`) })
                        : t(`linked.offers.status.${offer.status}`)
                    }
                  />
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {offer.total === undefined ? '' : formatMoney(offer.total, i18n.language)}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                {offer.valid_until ? formatDate(offer.valid_until) : '—'}
              </TableCell>
            </OpenableRow>
          );
        })}
      </PagedTable>
    </ListState>
  );
}
