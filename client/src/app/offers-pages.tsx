import { useParams } from 'react-router-dom';
import { OfferNewPage, OfferPage, OffersPage } from '../features/offers/screens';
import { ExportAction } from './export-action';
import { useFilterSubscriptions } from './filter-subscriptions';

/** /offers (issue 14: staff, role user, with the offers app); managers export the list (issue 16); a saved filter can notify (issue 17). */
export function OffersRoute() {
  const subscriptions = useFilterSubscriptions('offers');
  return <OffersPage exportAction={(listQuery) => <ExportAction kinds={['offers']} listQuery={listQuery} />} subscriptions={subscriptions} />;
}

/** /offers/new (role user). */
export function OfferNewRoute() {
  return <OfferNewPage />;
}

/** /offers/:id; a new id starts the page afresh. */
export function OfferRoute() {
  const { id = '' } = useParams();
  return <OfferPage key={id} id={id} />;
}
