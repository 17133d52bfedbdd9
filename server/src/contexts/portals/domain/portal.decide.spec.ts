import { isRefusal, type RefusalKind } from '@kollab/contracts';
import type { PortalCommand } from './portal.commands';
import { decidePortal } from './portal.decide';
import type { PortalEvent } from './portal.events';
import { evolvePortal, initialPortalState } from './portal.state';

const given = (...events: PortalEvent[]) => events.reduce(evolvePortal, initialPortalState());
const created: PortalEvent = { type: 'PortalCreated', data: { contact_id: 'c-1', contact_person: 'staff-1' } };
const annaAdded: PortalEvent = { type: 'PortalMemberAdded', data: { user_id: 'u-anna', person_id: 'p-anna', extended_permissions: false } };

function refusal(command: PortalCommand, ...events: PortalEvent[]): { kind: RefusalKind; code: string; field?: string } {
  try {
    decidePortal(command, given(...events));
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const [field] = Object.keys(error.errors ?? {});
    return { kind: error.kind, code: error.code, ...(field ? { field } : {}) };
  }
  throw new Error('not refused');
}

const create = (facts: Partial<{ contact_exists: boolean; person_eligible: boolean }> = {}): PortalCommand => ({
  type: 'CreatePortal',
  data: { contact_id: 'c-1', contact_person: 'staff-1', contact_exists: true, person_eligible: true, ...facts },
});

describe('CreatePortal', () => {
  it('creates the portal of a contact', () => {
    expect(decidePortal(create(), given())).toEqual([created]);
  });
  it('refuses a second portal for the contact: portal already exists for contact', () => {
    expect(refusal(create(), created)).toEqual({ kind: 'conflict', code: 'portals.portal_exists' });
  });
  it('creates a deleted portal again, without its former members', () => {
    const state = given(created, annaAdded, { type: 'PortalDeleted', data: {} });
    expect(decidePortal(create(), state)).toEqual([created]);
    expect(evolvePortal(state, created).members).toEqual({});
  });
  it('refuses an unknown contact', () => {
    expect(refusal(create({ contact_exists: false }))).toEqual({ kind: 'invalid', code: 'portals.contact_not_found', field: 'contact_id' });
  });
  it('refuses a contact person without the user role: user cannot be chosen as contact person', () => {
    expect(refusal(create({ person_eligible: false }))).toEqual({ kind: 'invalid', code: 'portals.invalid_contact_person', field: 'contact_person' });
  });
});

describe('ChangePortalContactPerson', () => {
  it('changes to another eligible member, and does nothing for the same one', () => {
    expect(decidePortal({ type: 'ChangePortalContactPerson', data: { contact_person: 'staff-2', person_eligible: true } }, given(created))).toEqual([
      { type: 'PortalContactPersonChanged', data: { contact_person: 'staff-2' } },
    ]);
    expect(decidePortal({ type: 'ChangePortalContactPerson', data: { contact_person: 'staff-1', person_eligible: true } }, given(created))).toEqual(
      [],
    );
  });
  it('refuses an ineligible member and a missing portal', () => {
    expect(refusal({ type: 'ChangePortalContactPerson', data: { contact_person: 'x', person_eligible: false } }, created).code).toBe(
      'portals.invalid_contact_person',
    );
    expect(refusal({ type: 'ChangePortalContactPerson', data: { contact_person: 'x', person_eligible: true } }).code).toBe(
      'portals.portal_not_found',
    );
  });
});

describe('AddPortalMember', () => {
  const add = (user_id: string, person_id: string): PortalCommand => ({
    type: 'AddPortalMember',
    data: { user_id, person_id, extended_permissions: true },
  });
  it('adds a contact person as portal user', () => {
    expect(decidePortal(add('u-ben', 'p-ben'), given(created, annaAdded))).toEqual([
      { type: 'PortalMemberAdded', data: { user_id: 'u-ben', person_id: 'p-ben', extended_permissions: true } },
    ]);
  });
  it('refuses the same user or the same person twice: user already in portal', () => {
    expect(refusal(add('u-anna', 'p-other'), created, annaAdded)).toEqual({ kind: 'conflict', code: 'portals.user_already_in_portal' });
    expect(refusal(add('u-other', 'p-anna'), created, annaAdded)).toEqual({ kind: 'conflict', code: 'portals.user_already_in_portal' });
  });
  it('adds a removed member again', () => {
    const removed: PortalEvent = { type: 'PortalMemberRemoved', data: { user_id: 'u-anna' } };
    expect(decidePortal(add('u-anna', 'p-anna'), given(created, annaAdded, removed))).toHaveLength(1);
  });
  it('refuses on a deleted portal', () => {
    expect(refusal(add('u-ben', 'p-ben'), created, { type: 'PortalDeleted', data: {} }).code).toBe('portals.portal_not_found');
  });
});

describe('ChangePortalMember and RemovePortalMember', () => {
  it('records only what changed, and nothing when nothing would', () => {
    const change = (data: { status?: 'active' | 'inactive'; extended_permissions?: boolean }): PortalCommand => ({
      type: 'ChangePortalMember',
      data: { user_id: 'u-anna', ...data },
    });
    expect(decidePortal(change({ status: 'inactive', extended_permissions: false }), given(created, annaAdded))).toEqual([
      { type: 'PortalMemberChanged', data: { user_id: 'u-anna', status: 'inactive' } },
    ]);
    expect(decidePortal(change({ status: 'active' }), given(created, annaAdded))).toEqual([]);
  });
  it('refuses an unknown member', () => {
    expect(refusal({ type: 'ChangePortalMember', data: { user_id: 'nobody', status: 'inactive' } }, created)).toEqual({
      kind: 'not_found',
      code: 'portals.member_not_found',
    });
    expect(refusal({ type: 'RemovePortalMember', data: { user_id: 'nobody' } }, created)).toEqual({
      kind: 'not_found',
      code: 'portals.member_not_found',
    });
  });
  it('removes a member', () => {
    expect(decidePortal({ type: 'RemovePortalMember', data: { user_id: 'u-anna' } }, given(created, annaAdded))).toEqual([
      { type: 'PortalMemberRemoved', data: { user_id: 'u-anna' } },
    ]);
  });
});
