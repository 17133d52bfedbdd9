import { dayOf2030, ProjectionSpecification, streamEvents } from '../../../core/testing/projection-specification';
import type { PortalEvent } from '../domain/portal.events';
import { PORTALS_COLLECTION, portalListProjection } from './portal-list.projection';

/** The portal of contact c-mueller (Müller Maschinenbau GmbH), its contact person Petra Schmidt. */
const portalStream = () => streamEvents<PortalEvent>('portal-c-mueller');
const created = { contact_id: 'c-mueller', contact_person: 'p-petra' };

describe('portal list projection', () => {
  const spec = ProjectionSpecification.for(portalListProjection);

  it("writes the new portal without members, under its contact's id", async () => {
    const portal = portalStream();
    await spec
      .given()
      .when(portal('PortalCreated', created))
      .thenDocument(PORTALS_COLLECTION, 'c-mueller', {
        id: 'c-mueller',
        contact_id: 'c-mueller',
        contact_person: 'p-petra',
        created_at: dayOf2030(1),
        updated_at: dayOf2030(1),
        members: [],
        member_ids: [],
        active_member_ids: [],
        extended_member_ids: [],
        version: 1,
      });
  });

  it('lists members, the active ones and the active ones with extended permissions', async () => {
    const portal = portalStream();
    await spec
      .given(portal('PortalCreated', created), portal('PortalMemberAdded', { user_id: 'u-paula', person_id: 'p-petra', extended_permissions: true }))
      .when(
        portal('PortalMemberAdded', { user_id: 'u-jonas', person_id: 'p-jonas', extended_permissions: false }),
        portal('PortalMemberAdded', { user_id: 'u-lena', person_id: 'p-lena', extended_permissions: true }),
        portal('PortalMemberChanged', { user_id: 'u-lena', status: 'inactive' }),
        portal('PortalMemberChanged', { user_id: 'u-jonas', extended_permissions: true }),
        portal('PortalContactPersonChanged', { contact_person: 'p-jonas' }),
      )
      .thenDocument(PORTALS_COLLECTION, 'c-mueller', {
        id: 'c-mueller',
        contact_id: 'c-mueller',
        contact_person: 'p-jonas',
        created_at: dayOf2030(1),
        updated_at: dayOf2030(7),
        members: [
          { user_id: 'u-paula', person_id: 'p-petra', member_since: dayOf2030(2), status: 'active', extended_permissions: true },
          { user_id: 'u-jonas', person_id: 'p-jonas', member_since: dayOf2030(3), status: 'active', extended_permissions: true },
          { user_id: 'u-lena', person_id: 'p-lena', member_since: dayOf2030(4), status: 'inactive', extended_permissions: true },
        ],
        member_ids: ['u-paula', 'u-jonas', 'u-lena'],
        active_member_ids: ['u-paula', 'u-jonas'],
        extended_member_ids: ['u-paula', 'u-jonas'],
        version: 7,
      });
  });

  it('takes a removed member out of every list', async () => {
    const portal = portalStream();
    await spec
      .given(
        portal('PortalCreated', created),
        portal('PortalMemberAdded', { user_id: 'u-paula', person_id: 'p-petra', extended_permissions: true }),
        portal('PortalMemberAdded', { user_id: 'u-jonas', person_id: 'p-jonas', extended_permissions: false }),
      )
      .when(portal('PortalMemberRemoved', { user_id: 'u-paula' }))
      .thenDocumentMatches(PORTALS_COLLECTION, 'c-mueller', {
        members: [{ user_id: 'u-jonas', person_id: 'p-jonas', member_since: dayOf2030(3), status: 'active', extended_permissions: false }],
        member_ids: ['u-jonas'],
        active_member_ids: ['u-jonas'],
        extended_member_ids: [],
        version: 4,
      });
  });

  it('deletes a deleted portal with its memberships', async () => {
    const portal = portalStream();
    await spec
      .given(portal('PortalCreated', created), portal('PortalMemberAdded', { user_id: 'u-paula', person_id: 'p-petra', extended_permissions: true }))
      .when(portal('PortalDeleted', {}))
      .thenNoDocument(PORTALS_COLLECTION, 'c-mueller');
  });

  it('ignores events of a portal it never saw created', async () => {
    const portal = portalStream();
    await spec
      .given()
      .when(portal('PortalMemberAdded', { user_id: 'u-paula', person_id: 'p-petra', extended_permissions: true }), portal('PortalDeleted', {}))
      .thenNothingChanged();
  });
});
