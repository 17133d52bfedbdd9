import { isRefusal, type RefusalKind } from '@kollab/contracts';
import type { TaskCommand, TaskFieldFacts } from './task.commands';
import { decideTask } from './task.decide';
import type { TaskEvent, TaskFields } from './task.events';
import { evolveTask, initialTaskState, type TaskState } from './task.state';

const ANNA = 'user-anna';
const BEN = 'user-ben';
const NOW = '2026-03-01T09:00:00.000Z';
const actor = { userId: ANNA, now: NOW };
const known: TaskFieldFacts = { typeKnown: true, teamKnown: true, unknownClaims: [], typeIsClaim: false };

const fields = (overrides: Partial<TaskFields> = {}): TaskFields => ({
  title: 'Angebot nachfassen',
  type: 'type-auftrag',
  team: 'team-vertrieb',
  claims: [],
  description: null,
  priority: 'normal',
  start_date: null,
  due_date: null,
  estimation: null,
  comments_enabled: true,
  ...overrides,
});

const created = (overrides: Partial<TaskFields> = {}): TaskEvent => ({
  type: 'TaskCreated',
  data: { ...fields(overrides), number: 'AUF-1', created_by: ANNA },
});
const published: TaskEvent = { type: 'TaskPublished', data: { published_at: NOW, published_by: ANNA } };

const given = (...events: TaskEvent[]): TaskState => events.reduce(evolveTask, initialTaskState());
/** The events decided, or the refusal as { kind, code } / { errors } (fields at fault). */
function when(state: TaskState, command: TaskCommand): TaskEvent[] | { kind: RefusalKind; code: string } | { errors: Record<string, string[]> } {
  try {
    return decideTask(command, state);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    if (error.code !== 'request.validation_failed') return { kind: error.kind, code: error.code };
    return {
      errors: Object.fromEntries(
        Object.entries(error.errors ?? {}).map(([field, list]) => [field, list.map((e) => (typeof e === 'string' ? e : e.key))]),
      ),
    };
  }
}

const create = (overrides: Partial<TaskFields> = {}, publish = false, facts = known): TaskCommand => ({
  type: 'CreateTask',
  data: { fields: fields(overrides), publish, number: 'AUF-1', actor, facts },
});
const change = (changes: Record<string, unknown>, publish?: boolean, facts = known, number?: string): TaskCommand => ({
  type: 'ChangeTask',
  data: { changes, publish, number, actor, facts },
});

describe('CreateTask', () => {
  it('creates a draft with its number and author', () => {
    expect(when(given(), create())).toEqual([created()]);
  });
  it('publishes at once when asked, with a team and a type', () => {
    expect(when(given(), create({}, true))).toEqual([created(), published]);
  });
  it('refuses publishing without team and type', () => {
    expect(when(given(), create({ team: null }, true))).toEqual({ kind: 'invalid', code: 'tasks.publish_needs_team_and_type' });
    expect(when(given(), create({ type: null }, true))).toEqual({ kind: 'invalid', code: 'tasks.publish_needs_team_and_type' });
  });
  it('allows a draft without team and type', () => {
    expect(when(given(), create({ team: null, type: null }))).toHaveLength(1);
  });
  it('needs a title that is more than spaces', () => {
    expect(when(given(), create({ title: '  ' }))).toEqual({ errors: { title: ['validation.required'] } });
  });
  it('refuses a type or team the account does not have', () => {
    expect(when(given(), create({}, false, { ...known, typeKnown: false, teamKnown: false }))).toEqual({
      errors: { type: ['validation.one_of'], team: ['validation.one_of'] },
    });
  });
  it('refuses a due date before the start date', () => {
    expect(when(given(), create({ start_date: '2026-03-10', due_date: '2026-03-09' }))).toEqual({ errors: { due_date: ['tasks.due_before_start'] } });
    expect(when(given(), create({ start_date: '2026-03-10', due_date: '2026-03-10' }))).toHaveLength(1);
  });
});

describe('ChangeTask', () => {
  const draft = given(created());
  it('records only the fields that changed', () => {
    expect(when(draft, change({ title: 'Angebot nachfassen', priority: 'urgent' }))).toEqual([{ type: 'TaskChanged', data: { priority: 'urgent' } }]);
  });
  it('records nothing when nothing changed', () => {
    expect(when(draft, change({ title: 'Angebot nachfassen' }))).toEqual([]);
  });
  it('clears optional fields with null', () => {
    const dated = given(created({ due_date: '2026-04-01' }));
    expect(when(dated, change({ due_date: null }))).toEqual([{ type: 'TaskChanged', data: { due_date: null } }]);
  });
  it('checks the due date against the start date the task keeps', () => {
    const started = given(created({ start_date: '2026-03-10' }));
    expect(when(started, change({ due_date: '2026-03-01' }))).toEqual({ errors: { due_date: ['tasks.due_before_start'] } });
  });
  it('publishes a draft that has team and type', () => {
    expect(when(draft, change({}, true))).toEqual([published]);
  });
  it('refuses publishing without team and type', () => {
    const bare = given(created({ team: null, type: null }));
    expect(when(bare, change({}, true))).toEqual({ kind: 'invalid', code: 'tasks.publish_needs_team_and_type' });
  });
  it('keeps a published task with its team and type', () => {
    expect(when(given(created(), published), change({ team: null }))).toEqual({ kind: 'invalid', code: 'tasks.publish_needs_team_and_type' });
  });
  it('makes a published task a draft again', () => {
    expect(when(given(created(), published), change({}, false))).toEqual([{ type: 'TaskUnpublished', data: {} }]);
  });
  it('numbers a task when it gets its first type', () => {
    const untyped = given({ type: 'TaskCreated', data: { ...fields({ type: null }), number: null, created_by: ANNA } });
    expect(when(untyped, change({ type: 'type-auftrag' }, undefined, known, 'AUF-7'))).toEqual([
      { type: 'TaskChanged', data: { type: 'type-auftrag', number: 'AUF-7' } },
    ]);
  });
  it('refuses an unknown new type, but not the one the task has', () => {
    expect(when(draft, change({ type: 'type-x' }, undefined, { ...known, typeKnown: false }))).toEqual({ errors: { type: ['validation.one_of'] } });
  });
  it('refuses a change to a deleted task', () => {
    expect(when(given(created(), { type: 'TaskDeleted', data: {} }), change({ priority: 'low' }))).toEqual({
      kind: 'not_found',
      code: 'tasks.task_not_found',
    });
  });
});

describe('ChangeTaskStatus and MarkTaskOverdue', () => {
  const task = given(created({ due_date: '2026-03-01' }));
  it('sets a new status, nothing when it is the same', () => {
    expect(when(task, { type: 'ChangeTaskStatus', data: { status: 'closed', today: '2026-03-01' } })).toEqual([
      { type: 'TaskStatusChanged', data: { status: 'closed' } },
    ]);
    expect(when(task, { type: 'ChangeTaskStatus', data: { status: 'open', today: '2026-03-01' } })).toEqual([]);
  });
  it('marks a task overdue once its due date passed', () => {
    expect(when(task, { type: 'MarkTaskOverdue', data: { due_date: '2026-03-01', today: '2026-03-02' } })).toEqual([
      { type: 'TaskBecameOverdue', data: { due_date: '2026-03-01' } },
    ]);
  });
  it('does not mark it on its due date itself', () => {
    expect(when(task, { type: 'MarkTaskOverdue', data: { due_date: '2026-03-01', today: '2026-03-01' } })).toEqual([]);
  });
  it('never marks a closed task, nor twice, nor for a due date it no longer has', () => {
    const closed = given(created({ due_date: '2026-03-01' }), { type: 'TaskStatusChanged', data: { status: 'closed' } });
    expect(when(closed, { type: 'MarkTaskOverdue', data: { due_date: '2026-03-01', today: '2026-03-05' } })).toEqual([]);
    const overdue = given(created({ due_date: '2026-03-01' }), { type: 'TaskBecameOverdue', data: { due_date: '2026-03-01' } });
    expect(when(overdue, { type: 'MarkTaskOverdue', data: { due_date: '2026-03-01', today: '2026-03-05' } })).toEqual([]);
    expect(when(task, { type: 'MarkTaskOverdue', data: { due_date: '2026-02-01', today: '2026-03-05' } })).toEqual([]);
  });
});

describe('assignees', () => {
  const task = given(created());
  const assigned = given(created(), { type: 'TaskAssigned', data: { user_id: BEN } });
  it('assigns an active member with the status open', () => {
    expect(when(task, { type: 'AssignTask', data: { user_id: BEN, active: true } })).toEqual([{ type: 'TaskAssigned', data: { user_id: BEN } }]);
    expect(assigned.lifecycle === 'live' && assigned.assignees).toEqual([{ user_id: BEN, status: 'open' }]);
  });
  it('refuses someone who is not an active member', () => {
    expect(when(task, { type: 'AssignTask', data: { user_id: BEN, active: false } })).toEqual({ errors: { user_id: ['tasks.member_not_active'] } });
  });
  it('changes nothing when they are assigned already', () => {
    expect(when(assigned, { type: 'AssignTask', data: { user_id: BEN, active: true } })).toEqual([]);
  });
  it('unassigns only who is assigned', () => {
    expect(when(assigned, { type: 'UnassignTask', data: { user_id: BEN } })).toEqual([{ type: 'TaskUnassigned', data: { user_id: BEN } }]);
    expect(when(task, { type: 'UnassignTask', data: { user_id: BEN } })).toEqual({ kind: 'not_found', code: 'tasks.assignee_not_found' });
  });
  it('lets an assignee set their own status, nobody else', () => {
    expect(when(assigned, { type: 'ChangeAssigneeStatus', data: { user_id: BEN, status: 'in_progress', actorId: BEN } })).toEqual([
      { type: 'TaskAssigneeStatusChanged', data: { user_id: BEN, status: 'in_progress' } },
    ]);
    expect(when(assigned, { type: 'ChangeAssigneeStatus', data: { user_id: BEN, status: 'closed', actorId: ANNA } })).toEqual({
      kind: 'forbidden',
      code: 'auth.forbidden',
    });
    expect(when(assigned, { type: 'ChangeAssigneeStatus', data: { user_id: BEN, status: 'open', actorId: BEN } })).toEqual([]);
  });
});

describe('viewers and watchers', () => {
  const task = given(created());
  it('adds an active member as viewer once, removes only a viewer', () => {
    expect(when(task, { type: 'AddTaskViewer', data: { user_id: BEN, active: true } })).toEqual([
      { type: 'TaskViewerAdded', data: { user_id: BEN } },
    ]);
    expect(when(task, { type: 'AddTaskViewer', data: { user_id: BEN, active: false } })).toEqual({
      errors: { user_id: ['tasks.member_not_active'] },
    });
    const viewed = given(created(), { type: 'TaskViewerAdded', data: { user_id: BEN } });
    expect(when(viewed, { type: 'AddTaskViewer', data: { user_id: BEN, active: true } })).toEqual([]);
    expect(when(task, { type: 'RemoveTaskViewer', data: { user_id: BEN } })).toEqual({ kind: 'not_found', code: 'tasks.viewer_not_found' });
  });
  it('watches and unwatches, nothing when unchanged', () => {
    expect(when(task, { type: 'WatchTask', data: { user_id: BEN, watching: true } })).toEqual([{ type: 'TaskWatched', data: { user_id: BEN } }]);
    expect(when(task, { type: 'WatchTask', data: { user_id: BEN, watching: false } })).toEqual([]);
    const watched = given(created(), { type: 'TaskWatched', data: { user_id: BEN } });
    expect(when(watched, { type: 'WatchTask', data: { user_id: BEN, watching: false } })).toEqual([
      { type: 'TaskUnwatched', data: { user_id: BEN } },
    ]);
  });
});

describe('comments', () => {
  const task = given(created());
  const commented = given(created(), { type: 'TaskCommentAdded', data: { comment_id: 'c1', body: 'Erledigt?', author_id: ANNA, at: NOW } });
  it('adds a comment while comments are enabled', () => {
    expect(when(task, { type: 'AddTaskComment', data: { comment_id: 'c1', body: 'Erledigt?', actor } })).toEqual([
      { type: 'TaskCommentAdded', data: { comment_id: 'c1', body: 'Erledigt?', author_id: ANNA, at: NOW } },
    ]);
  });
  it('refuses comments when they are disabled', () => {
    const closed = given(created({ comments_enabled: false }));
    expect(when(closed, { type: 'AddTaskComment', data: { comment_id: 'c1', body: 'x', actor } })).toEqual({
      kind: 'conflict',
      code: 'tasks.comments_disabled',
    });
  });
  it('lets only the author change or remove a comment', () => {
    expect(when(commented, { type: 'ChangeTaskComment', data: { comment_id: 'c1', body: 'Ja', actor } })).toEqual([
      { type: 'TaskCommentChanged', data: { comment_id: 'c1', body: 'Ja', at: NOW } },
    ]);
    const ben = { userId: BEN, now: NOW };
    expect(when(commented, { type: 'ChangeTaskComment', data: { comment_id: 'c1', body: 'Ja', actor: ben } })).toEqual({
      kind: 'forbidden',
      code: 'auth.forbidden',
    });
    expect(when(commented, { type: 'RemoveTaskComment', data: { comment_id: 'c1', actor: ben } })).toEqual({
      kind: 'forbidden',
      code: 'auth.forbidden',
    });
    expect(when(commented, { type: 'RemoveTaskComment', data: { comment_id: 'c2', actor } })).toEqual({
      kind: 'not_found',
      code: 'tasks.comment_not_found',
    });
  });
  it('lets the author remove a comment after comments were disabled', () => {
    const disabled = given(
      created(),
      { type: 'TaskCommentAdded', data: { comment_id: 'c1', body: 'x', author_id: ANNA, at: NOW } },
      { type: 'TaskChanged', data: { comments_enabled: false } },
    );
    expect(when(disabled, { type: 'RemoveTaskComment', data: { comment_id: 'c1', actor } })).toEqual([
      { type: 'TaskCommentRemoved', data: { comment_id: 'c1' } },
    ]);
  });
});

describe('linked contacts', () => {
  const task = given(created());
  const linked = given(created(), { type: 'TaskContactLinked', data: { contact_id: 'k1', public: false } });
  it('links a known contact once', () => {
    expect(when(task, { type: 'LinkTaskContact', data: { contact_id: 'k1', public: true, contactKnown: true } })).toEqual([
      { type: 'TaskContactLinked', data: { contact_id: 'k1', public: true } },
    ]);
    expect(when(linked, { type: 'LinkTaskContact', data: { contact_id: 'k1', public: true, contactKnown: true } })).toEqual([]);
  });
  it('refuses an unknown contact', () => {
    expect(when(task, { type: 'LinkTaskContact', data: { contact_id: 'k9', public: false, contactKnown: false } })).toEqual({
      errors: { contact_id: ['tasks.contact_unknown'] },
    });
  });
  it('changes the public flag and unlinks only a linked contact', () => {
    expect(when(linked, { type: 'ChangeTaskContactVisibility', data: { contact_id: 'k1', public: true, sharingProtocolIds: [] } })).toEqual([
      { type: 'TaskContactVisibilityChanged', data: { contact_id: 'k1', public: true } },
    ]);
    expect(when(linked, { type: 'ChangeTaskContactVisibility', data: { contact_id: 'k1', public: false, sharingProtocolIds: [] } })).toEqual([]);
    expect(when(task, { type: 'UnlinkTaskContact', data: { contact_id: 'k1', sharingProtocolIds: [] } })).toEqual({
      kind: 'not_found',
      code: 'tasks.contact_not_linked',
    });
  });
});

describe('LinkTaskProtocol and UnlinkTaskProtocol', () => {
  const task = given(created());
  const linked = given(created(), { type: 'TaskProtocolLinked', data: { protocol_id: 'p1' } });
  it('links a protocol the caller may read, once', () => {
    expect(when(task, { type: 'LinkTaskProtocol', data: { protocol_id: 'p1', protocolKnown: true } })).toEqual([
      { type: 'TaskProtocolLinked', data: { protocol_id: 'p1' } },
    ]);
    expect(when(linked, { type: 'LinkTaskProtocol', data: { protocol_id: 'p1', protocolKnown: true } })).toEqual([]);
  });
  it('refuses a protocol that is unknown or not readable', () => {
    expect(when(task, { type: 'LinkTaskProtocol', data: { protocol_id: 'p9', protocolKnown: false } })).toEqual({
      errors: { protocol_id: ['tasks.protocol_unknown'] },
    });
  });
  it('unlinks only a linked protocol', () => {
    expect(when(linked, { type: 'UnlinkTaskProtocol', data: { protocol_id: 'p1' } })).toEqual([
      { type: 'TaskProtocolUnlinked', data: { protocol_id: 'p1' } },
    ]);
    expect(when(task, { type: 'UnlinkTaskProtocol', data: { protocol_id: 'p1' } })).toEqual({ kind: 'not_found', code: 'tasks.protocol_not_linked' });
  });
  it('never links to a deleted task', () => {
    expect(
      when(given(created(), { type: 'TaskDeleted', data: {} }), { type: 'LinkTaskProtocol', data: { protocol_id: 'p1', protocolKnown: true } }),
    ).toEqual({
      kind: 'not_found',
      code: 'tasks.task_not_found',
    });
  });
});

// Seed §8: "a task cannot be hidden from a contact, nor the contact removed, while a linked protocol is shared with them".
describe('seed §8: hiding a task from a contact a linked protocol is shared with', () => {
  const shared = given(
    created(),
    { type: 'TaskContactLinked', data: { contact_id: 'k1', public: true } },
    { type: 'TaskProtocolLinked', data: { protocol_id: 'p1' } },
  );
  const refused = { kind: 'conflict', code: 'tasks.contact_shared_by_protocol' };
  it('refuses making the contact link non-public while a linked protocol is shared with the contact', () => {
    expect(when(shared, { type: 'ChangeTaskContactVisibility', data: { contact_id: 'k1', public: false, sharingProtocolIds: ['p1'] } })).toEqual(
      refused,
    );
  });
  it('refuses removing the contact while a linked protocol is shared with the contact', () => {
    expect(when(shared, { type: 'UnlinkTaskContact', data: { contact_id: 'k1', sharingProtocolIds: ['p1'] } })).toEqual(refused);
  });
  it('allows both when no linked protocol is shared with the contact', () => {
    expect(when(shared, { type: 'ChangeTaskContactVisibility', data: { contact_id: 'k1', public: false, sharingProtocolIds: [] } })).toEqual([
      { type: 'TaskContactVisibilityChanged', data: { contact_id: 'k1', public: false } },
    ]);
    expect(when(shared, { type: 'UnlinkTaskContact', data: { contact_id: 'k1', sharingProtocolIds: [] } })).toEqual([
      { type: 'TaskContactUnlinked', data: { contact_id: 'k1' } },
    ]);
  });
  it('counts only protocols still linked to the task', () => {
    const unlinked = given(
      created(),
      { type: 'TaskContactLinked', data: { contact_id: 'k1', public: true } },
      { type: 'TaskProtocolLinked', data: { protocol_id: 'p1' } },
      { type: 'TaskProtocolUnlinked', data: { protocol_id: 'p1' } },
    );
    expect(when(unlinked, { type: 'UnlinkTaskContact', data: { contact_id: 'k1', sharingProtocolIds: ['p1'] } })).toEqual([
      { type: 'TaskContactUnlinked', data: { contact_id: 'k1' } },
    ]);
  });
  it('still allows sharing the task and keeping it shared', () => {
    expect(when(shared, { type: 'ChangeTaskContactVisibility', data: { contact_id: 'k1', public: true, sharingProtocolIds: ['p1'] } })).toEqual([]);
  });
});

describe('AddTaskFile and RemoveTaskFile', () => {
  const file = { file_id: 'f1', name: 'Angebot.pdf', content_type: 'application/pdf', size: 1234, actor };
  const withFile = given(created(), {
    type: 'TaskFileAdded',
    data: { file_id: 'f1', name: 'Angebot.pdf', content_type: 'application/pdf', size: 1234, added_by: ANNA, at: NOW },
  });
  it('records the stored file with who added it and when', () => {
    expect(when(given(created()), { type: 'AddTaskFile', data: file })).toEqual([
      { type: 'TaskFileAdded', data: { file_id: 'f1', name: 'Angebot.pdf', content_type: 'application/pdf', size: 1234, added_by: ANNA, at: NOW } },
    ]);
    expect(withFile.lifecycle === 'live' && withFile.files).toEqual([
      { id: 'f1', name: 'Angebot.pdf', content_type: 'application/pdf', size: 1234, added_by: ANNA, added_at: NOW },
    ]);
  });
  it('records a file once', () => {
    expect(when(withFile, { type: 'AddTaskFile', data: file })).toEqual([]);
  });
  it('removes only a file of the task', () => {
    expect(when(withFile, { type: 'RemoveTaskFile', data: { file_id: 'f1' } })).toEqual([{ type: 'TaskFileRemoved', data: { file_id: 'f1' } }]);
    expect(when(given(created()), { type: 'RemoveTaskFile', data: { file_id: 'f1' } })).toEqual({ kind: 'not_found', code: 'tasks.file_not_found' });
  });
});

describe('Claims', () => {
  const claimType: TaskFieldFacts = { ...known, typeIsClaim: true };
  const withClaims = given(created({ type: 'type-reklamation', claims: ['claim-lieferung'] }));
  it('every claim must be a claim type of the account', () => {
    expect(when(given(), create({ claims: ['claim-x'] }, false, { ...claimType, unknownClaims: ['claim-x'] }))).toEqual({
      errors: { claims: ['tasks.claim_unknown'] },
    });
    expect(when(withClaims, change({ claims: ['claim-lieferung', 'claim-x'] }, undefined, { ...claimType, unknownClaims: ['claim-x'] }))).toEqual({
      errors: { claims: ['tasks.claim_unknown'] },
    });
  });
  it('claims may be set only when the task type is a claim type', () => {
    expect(when(given(), create({ claims: ['claim-lieferung'] }, false, known))).toEqual({ errors: { claims: ['tasks.claims_need_claim_type'] } });
    expect(when(given(created()), change({ claims: ['claim-lieferung'] }, undefined, known))).toEqual({
      errors: { claims: ['tasks.claims_need_claim_type'] },
    });
    expect(when(given(), create({ type: 'type-reklamation', claims: ['claim-lieferung'] }, false, claimType))).toEqual([
      created({ type: 'type-reklamation', claims: ['claim-lieferung'] }),
    ]);
  });
  it('a change of the claims carries the new list; clearing them is allowed on any type', () => {
    expect(when(withClaims, change({ claims: ['claim-lieferung', 'claim-menge'] }, undefined, claimType))).toEqual([
      { type: 'TaskChanged', data: { claims: ['claim-lieferung', 'claim-menge'] } },
    ]);
    expect(when(withClaims, change({ claims: [] }, undefined, known))).toEqual([{ type: 'TaskChanged', data: { claims: [] } }]);
    expect(when(withClaims, change({ claims: ['claim-lieferung'] }, undefined, claimType))).toEqual([]);
  });
  it('changing the type to one that is no claim type while claims are set is refused', () => {
    expect(when(withClaims, change({ type: 'type-auftrag' }, undefined, known))).toEqual({ errors: { claims: ['tasks.claims_need_claim_type'] } });
    expect(when(withClaims, change({ type: null }, undefined, known))).toEqual({ errors: { claims: ['tasks.claims_need_claim_type'] } });
    expect(when(withClaims, change({ type: 'type-auftrag', claims: [] }, undefined, known))).toEqual([
      { type: 'TaskChanged', data: { type: 'type-auftrag', claims: [] } },
    ]);
  });
  it('a task created before claims existed folds with none', () => {
    const { claims: _none, ...old } = fields();
    const state = given({ type: 'TaskCreated', data: { ...old, number: 'AUF-1', created_by: ANNA } });
    expect(state.lifecycle === 'live' && state.claims).toEqual([]);
  });
});

describe('Overdue follows reopening and the due date', () => {
  // NOW is 2026-03-01.
  const closedPast = given(created({ due_date: '2026-02-10' }), { type: 'TaskStatusChanged', data: { status: 'closed' } });
  it('reopening a closed task whose due date passed makes it overdue at once', () => {
    expect(when(closedPast, { type: 'ChangeTaskStatus', data: { status: 'in_progress', today: '2026-03-01' } })).toEqual([
      { type: 'TaskStatusChanged', data: { status: 'in_progress' } },
      { type: 'TaskBecameOverdue', data: { due_date: '2026-02-10' } },
    ]);
  });
  it('reopening before or on the due date leaves it open (the scheduled job marks it later)', () => {
    const closedFuture = given(created({ due_date: '2026-03-01' }), { type: 'TaskStatusChanged', data: { status: 'closed' } });
    expect(when(closedFuture, { type: 'ChangeTaskStatus', data: { status: 'open', today: '2026-03-01' } })).toEqual([
      { type: 'TaskStatusChanged', data: { status: 'open' } },
    ]);
  });
  it('moving the due date of an open task into the past makes it overdue at once', () => {
    expect(when(given(created({ due_date: '2026-03-05' })), change({ due_date: '2026-02-20' }))).toEqual([
      { type: 'TaskChanged', data: { due_date: '2026-02-20' } },
      { type: 'TaskBecameOverdue', data: { due_date: '2026-02-20' } },
    ]);
  });
  it('moving the due date of a closed task into the past leaves it closed', () => {
    expect(when(closedPast, change({ due_date: '2026-02-01' }))).toEqual([{ type: 'TaskChanged', data: { due_date: '2026-02-01' } }]);
  });
  it('moving the due date of an overdue task to today or later, or clearing it, gives back its status from before', () => {
    const overdue = given(
      created({ due_date: '2026-02-10' }),
      { type: 'TaskStatusChanged', data: { status: 'in_progress' } },
      { type: 'TaskBecameOverdue', data: { due_date: '2026-02-10' } },
    );
    expect(when(overdue, change({ due_date: '2026-03-01' }))).toEqual([
      { type: 'TaskChanged', data: { due_date: '2026-03-01' } },
      { type: 'TaskStatusChanged', data: { status: 'in_progress' } },
    ]);
    expect(when(overdue, change({ due_date: null }))).toEqual([
      { type: 'TaskChanged', data: { due_date: null } },
      { type: 'TaskStatusChanged', data: { status: 'in_progress' } },
    ]);
    expect(when(overdue, change({ due_date: '2026-02-15' }))).toEqual([{ type: 'TaskChanged', data: { due_date: '2026-02-15' } }]);
  });
});
