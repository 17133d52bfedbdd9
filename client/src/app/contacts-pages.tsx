import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { ContactPage, ContactsPage, contactsSaga } from '../features/contacts/screens';
import { selectFlags, selectRoles } from '../features/session';
import { useFeatureSaga } from './feature-saga';

/**
 * Where a manager looks after a contact's portal (the manager area's portals screen).
 * Until that screen has its own route, the manager's account page takes the link.
 */
export const managerPortalPath = (contactId: string) => `/manager/account?tab=portals&portal=${encodeURIComponent(contactId)}`;

/** /contacts (seed §2: role user, contacts app). */
export function ContactsRoute() {
  useFeatureSaga(contactsSaga);
  return <ContactsPage />;
}

/** /contacts/:id; managers also see the contact's portal, users of an account with the offers app its offers. */
export function ContactRoute() {
  useFeatureSaga(contactsSaga);
  const { id = '' } = useParams();
  const roles = useSelector(selectRoles);
  const offers = useSelector(selectFlags).includes('apps.offers') && roles.includes('user');
  return <ContactPage id={id} isManager={roles.includes('manager')} portalPath={managerPortalPath(id)} offers={offers} />;
}
