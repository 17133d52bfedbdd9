import { DeciderSpecification } from '../../../core/testing/decider-specification';
import type { PortalCommand } from './portal.commands';
import { decidePortal } from './portal.decide';
import type { PortalEvent } from './portal.events';
import { evolvePortal, initialPortalState } from './portal.state';

const created: PortalEvent = { type: 'PortalCreated', data: { contact_id: 'c-1', contact_person: 'staff-1' } };
const annaAdded: PortalEvent = { type: 'PortalMemberAdded', data: { user_id: 'u-anna', person_id: 'p-anna', extended_permissions: false } };
const deleted: PortalEvent = { type: 'PortalDeleted', data: {} };
const spec = DeciderSpecification.for({ decide: decidePortal, evolve: evolvePortal, initialState: initialPortalState });
const portal = spec.given(created);
const withAnna = spec.given(created, annaAdded);

const create = (facts: Partial<{ contact_exists: boolean; person_eligible: boolean }> = {}): PortalCommand => ({
  type: 'CreatePortal',
  data: { contact_id: 'c-1', contact_person: 'staff-1', contact_exists: true, person_eligible: true, ...facts },
});

describe('CreatePortal', () => {
  it('creates the portal of a contact', () => {
    spec.given().when(create()).then([created]);
  });
  it('refuses a second portal for the contact: portal already exists for contact', () => {
    portal.when(create()).thenRefuses('conflict', 'portals.portal_exists');
  });
  it('creates a deleted portal again, without its former members', () => {
    spec.given(created, annaAdded, deleted).when(create()).then([created]);
    expect(spec.given(created, annaAdded, deleted, created).state.members).toEqual({});
  });
  it('refuses an unknown contact', () => {
    spec
      .given()
      .when(create({ contact_exists: false }))
      .thenRefusesFields({ contact_id: 'portals.contact_not_found' }, 'portals.contact_not_found');
  });
  it('refuses a contact person without the user role: user cannot be chosen as contact person', () => {
    spec
      .given()
      .when(create({ person_eligible: false }))
      .thenRefusesFields({ contact_person: 'portals.invalid_contact_person' }, 'portals.invalid_contact_person');
  });
});

describe('ChangePortalContactPerson', () => {
  it('changes to another eligible member, and does nothing for the same one', () => {
    portal
      .when({ type: 'ChangePortalContactPerson', data: { contact_person: 'staff-2', person_eligible: true } })
      .then([{ type: 'PortalContactPersonChanged', data: { contact_person: 'staff-2' } }]);
    portal.when({ type: 'ChangePortalContactPerson', data: { contact_person: 'staff-1', person_eligible: true } }).thenNothing();
  });
  it('refuses an ineligible member and a missing portal', () => {
    portal
      .when({ type: 'ChangePortalContactPerson', data: { contact_person: 'x', person_eligible: false } })
      .thenRefusesFields({ contact_person: 'portals.invalid_contact_person' }, 'portals.invalid_contact_person');
    spec
      .given()
      .when({ type: 'ChangePortalContactPerson', data: { contact_person: 'x', person_eligible: true } })
      .thenRefuses('not_found', 'portals.portal_not_found');
  });
});

describe('AddPortalMember', () => {
  const add = (user_id: string, person_id: string): PortalCommand => ({
    type: 'AddPortalMember',
    data: { user_id, person_id, extended_permissions: true },
  });
  it('adds a contact person as portal user', () => {
    withAnna
      .when(add('u-ben', 'p-ben'))
      .then([{ type: 'PortalMemberAdded', data: { user_id: 'u-ben', person_id: 'p-ben', extended_permissions: true } }]);
  });
  it('refuses the same user or the same person twice: user already in portal', () => {
    withAnna.when(add('u-anna', 'p-other')).thenRefuses('conflict', 'portals.user_already_in_portal');
    withAnna.when(add('u-other', 'p-anna')).thenRefuses('conflict', 'portals.user_already_in_portal');
  });
  it('adds a removed member again', () => {
    const removed: PortalEvent = { type: 'PortalMemberRemoved', data: { user_id: 'u-anna' } };
    spec
      .given(created, annaAdded, removed)
      .when(add('u-anna', 'p-anna'))
      .then([{ type: 'PortalMemberAdded', data: { user_id: 'u-anna', person_id: 'p-anna', extended_permissions: true } }]);
  });
  it('refuses on a deleted portal', () => {
    spec.given(created, deleted).when(add('u-ben', 'p-ben')).thenRefuses('not_found', 'portals.portal_not_found');
  });
});

describe('ChangePortalMember and RemovePortalMember', () => {
  it('records only what changed, and nothing when nothing would', () => {
    const change = (data: { status?: 'active' | 'inactive'; extended_permissions?: boolean }): PortalCommand => ({
      type: 'ChangePortalMember',
      data: { user_id: 'u-anna', ...data },
    });
    withAnna
      .when(change({ status: 'inactive', extended_permissions: false }))
      .then([{ type: 'PortalMemberChanged', data: { user_id: 'u-anna', status: 'inactive' } }]);
    withAnna.when(change({ status: 'active' })).thenNothing();
  });
  it('refuses an unknown member', () => {
    portal.when({ type: 'ChangePortalMember', data: { user_id: 'nobody', status: 'inactive' } }).thenRefuses('not_found', 'portals.member_not_found');
    portal.when({ type: 'RemovePortalMember', data: { user_id: 'nobody' } }).thenRefuses('not_found', 'portals.member_not_found');
  });
  it('removes a member', () => {
    withAnna.when({ type: 'RemovePortalMember', data: { user_id: 'u-anna' } }).then([{ type: 'PortalMemberRemoved', data: { user_id: 'u-anna' } }]);
  });
});
