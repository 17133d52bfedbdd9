import { useParams } from 'react-router-dom';
import { ProtocolNewPage, ProtocolPage, ProtocolsPage } from '../features/protocols/screens';

/** /protocols (seed §2: users and portal users with the protocols app). */
export function ProtocolsRoute() {
  return <ProtocolsPage />;
}

/** /protocols/new (role user). */
export function ProtocolNewRoute() {
  return <ProtocolNewPage />;
}

/** /protocols/:id; a new id starts the page afresh. */
export function ProtocolRoute() {
  const { id = '' } = useParams();
  return <ProtocolPage key={id} id={id} />;
}
