import { describe, expect, it } from 'vitest';
import {
  initialMembersState,
  membersActions as actions,
  membersReducer,
  selectMemberRows,
  selectSlotsDialog,
  type MembersState,
} from './members.slice';
import { memberView } from './members.fixtures';

const reduce = (...list: Parameters<typeof membersReducer>[1][]) =>
  list.reduce<MembersState>((state, action) => membersReducer(state, action), initialMembersState);
const page = (...ids: string[]) => actions.listLoaded({ data: ids.map((id) => memberView(id)), meta: { page: 1, limit: 25, total: 40 } });

describe('members slice', () => {
  it('keeps the query and walks idle → loading → loaded', () => {
    const loading = reduce(actions.listRequested({ search: 'anna', page: 2 }));
    expect(loading.list.status).toBe('loading');
    expect(loading.list.query).toEqual({ page: 2, limit: 25, search: 'anna' });
    const loaded = membersReducer(loading, page('b', 'a'));
    expect(loaded.list.status).toBe('loaded');
    expect(loaded.list.total).toBe(40);
    expect(selectMemberRows({ members: loaded }).map((member) => member.id)).toEqual(['b', 'a']);
  });

  it('a failed list load is "failed" (retry shown)', () => {
    expect(reduce(actions.listRequested(), actions.listLoadFailed()).list.status).toBe('failed');
  });

  it('marks a row busy while its status changes and applies the accepted status', () => {
    const busy = reduce(page('a'), actions.statusChangeRequested({ id: 'a', status: 'inactive' }));
    expect(busy.busy).toEqual({ a: 'status' });
    const done = membersReducer(busy, actions.statusChangeAccepted({ id: 'a', status: 'inactive' }));
    expect(done.busy).toEqual({});
    expect(done.list.entities.a?.status).toBe('inactive');
  });

  it('a rejected status change leaves the member as it was', () => {
    const state = reduce(
      page('a'),
      actions.statusChangeRequested({ id: 'a', status: 'inactive' }),
      actions.statusChangeRejected({ id: 'a', code: 'member.cannot_deactivate_self' }),
    );
    expect(state.list.entities.a?.status).toBe('active');
    expect(state.busy).toEqual({});
  });

  it('grants and revokes roles without duplicates', () => {
    const granted = reduce(
      page('a'),
      actions.roleChangeAccepted({ id: 'a', role: 'manager', granted: true }),
      actions.roleChangeAccepted({ id: 'a', role: 'manager', granted: true }),
    );
    expect(granted.list.entities.a?.roles).toEqual(['user', 'manager']);
    expect(membersReducer(granted, actions.roleChangeAccepted({ id: 'a', role: 'manager', granted: false })).list.entities.a?.roles).toEqual([
      'user',
    ]);
  });

  it('a deleted member leaves the page and the total', () => {
    const state = reduce(page('a', 'b'), actions.deleteAccepted({ id: 'a' }));
    expect(selectMemberRows({ members: state }).map((member) => member.id)).toEqual(['b']);
    expect(state.list.total).toBe(39);
  });

  it('the slots refusal opens the slots dialog; other refusals do not', () => {
    const slots = reduce(
      actions.newMemberDialogOpened('invite'),
      actions.createRejected({ code: 'member.not_enough_user_slots', fieldErrors: null }),
    );
    expect(selectSlotsDialog({ members: slots })).toEqual({ open: true, code: 'member.not_enough_user_slots' });
    expect(slots.form.status).toBe('failed');
    const other = reduce(actions.createRejected({ code: 'member.email_exists', fieldErrors: null }));
    expect(other.slotsDialog.open).toBe(false);
    expect(membersReducer(slots, actions.slotsDialogClosed()).slotsDialog.open).toBe(false);
  });

  it('a new dialog starts empty (serial bumped) and closes on success', () => {
    const open = reduce(actions.newMemberDialogOpened('create'));
    expect(open.form).toMatchObject({ mode: 'create', status: 'idle', serial: 1 });
    const submitting = membersReducer(open, actions.createRequested({ mode: 'create', input: { email: 'x@example.com' } }));
    expect(submitting.form.status).toBe('submitting');
    expect(membersReducer(submitting, actions.createAccepted({ id: 'x', mode: 'create' })).form).toMatchObject({
      mode: null,
      status: 'idle',
      serial: 1,
    });
  });
});
