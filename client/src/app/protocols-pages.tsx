import { useParams } from 'react-router-dom';
import { ProtocolNewPage, ProtocolPage, ProtocolsPage } from '../features/protocols/screens';
import { ExportAction } from './export-action';

/** /protocols (seed §2: users and portal users with the protocols app); managers export the list (issue 16). */
export function ProtocolsRoute() {
  return <ProtocolsPage exportAction={(listQuery) => <ExportAction kinds={['protocols']} listQuery={listQuery} />} />;
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
