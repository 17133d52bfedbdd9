import { Chip } from '@mui/material';
import type { OfferView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { shownStatus, statusColor } from './offer-display';
import { OFFERS, offersCatalog } from './offers.catalog';

/** An offer's status as a chip: overdue in red, a closed one with its outcome ("Abgeschlossen · Angenommen"). */
export function OfferStatusChip({ offer }: { offer: Pick<OfferView, 'status' | 'outcome' | 'valid_until'> }) {
  const { t } = useCatalog(OFFERS, offersCatalog);
  const status = shownStatus(offer);
  const label = status === 'closed' && offer.outcome ? `${t('status.closed')} · ${t(`outcome.${offer.outcome}`)}` : t(`status.${status}`);
  return <Chip size="small" color={statusColor(status, offer.outcome)} variant={status === 'open' ? 'outlined' : 'filled'} label={label} />;
}
