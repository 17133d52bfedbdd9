import { DeciderSpecification } from '../../../core/testing/decider-specification';
import type { TaskCommand, TaskFieldFacts } from './task.commands';
import { decideTask } from './task.decide';
import type { TaskEvent, TaskFields } from './task.events';
import { evolveTask, initialTaskState } from './task.state';

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

const spec = DeciderSpecification.for({ decide: decideTask, evolve: evolveTask, initialState: initialTaskState });
const newTask = spec.given();
const publishedTask = spec.given(created(), published);
const deletedTask = spec.given(created(), { type: 'TaskDeleted', data: {} });

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
    newTask.when(create()).then([created()]);
  });
  it('publishes at once when asked, with a team and a type', () => {
    newTask.when(create({}, true)).then([created(), published]);
  });
  it('refuses publishing without team and type', () => {
    newTask.when(create({ team: null }, true)).thenRefuses('invalid', 'tasks.publish_needs_team_and_type');
    newTask.when(create({ type: null }, true)).thenRefuses('invalid', 'tasks.publish_needs_team_and_type');
  });
  it('allows a draft without team and type', () => {
    newTask.when(create({ team: null, type: null })).then((events) => expect(events).toHaveLength(1));
  });
  it('needs a title that is more than spaces', () => {
    newTask.when(create({ title: '  ' })).thenRefusesFields({ title: 'validation.required' });
  });
  it('refuses a type or team the account does not have', () => {
    newTask
      .when(create({}, false, { ...known, typeKnown: false, teamKnown: false }))
      .thenRefusesFields({ type: 'validation.one_of', team: 'validation.one_of' });
  });
  it('refuses a due date before the start date', () => {
    newTask.when(create({ start_date: '2026-03-10', due_date: '2026-03-09' })).thenRefusesFields({ due_date: 'tasks.due_before_start' });
    newTask.when(create({ start_date: '2026-03-10', due_date: '2026-03-10' })).then((events) => expect(events).toHaveLength(1));
  });
});

describe('ChangeTask', () => {
  const draft = spec.given(created());
  it('records only the fields that changed', () => {
    draft.when(change({ title: 'Angebot nachfassen', priority: 'urgent' })).then([{ type: 'TaskChanged', data: { priority: 'urgent' } }]);
  });
  it('records nothing when nothing changed', () => {
    draft.when(change({ title: 'Angebot nachfassen' })).thenNothing();
  });
  it('clears optional fields with null', () => {
    const dated = spec.given(created({ due_date: '2026-04-01' }));
    dated.when(change({ due_date: null })).then([{ type: 'TaskChanged', data: { due_date: null } }]);
  });
  it('checks the due date against the start date the task keeps', () => {
    const started = spec.given(created({ start_date: '2026-03-10' }));
    started.when(change({ due_date: '2026-03-01' })).thenRefusesFields({ due_date: 'tasks.due_before_start' });
  });
  it('publishes a draft that has team and type', () => {
    draft.when(change({}, true)).then([published]);
  });
  it('refuses publishing without team and type', () => {
    const bare = spec.given(created({ team: null, type: null }));
    bare.when(change({}, true)).thenRefuses('invalid', 'tasks.publish_needs_team_and_type');
  });
  it('keeps a published task with its team and type', () => {
    publishedTask.when(change({ team: null })).thenRefuses('invalid', 'tasks.publish_needs_team_and_type');
  });
  it('makes a published task a draft again', () => {
    publishedTask.when(change({}, false)).then([{ type: 'TaskUnpublished', data: {} }]);
  });
  it('numbers a task when it gets its first type', () => {
    const untyped = spec.given({ type: 'TaskCreated', data: { ...fields({ type: null }), number: null, created_by: ANNA } });
    untyped
      .when(change({ type: 'type-auftrag' }, undefined, known, 'AUF-7'))
      .then([{ type: 'TaskChanged', data: { type: 'type-auftrag', number: 'AUF-7' } }]);
  });
  it('refuses an unknown new type, but not the one the task has', () => {
    draft.when(change({ type: 'type-x' }, undefined, { ...known, typeKnown: false })).thenRefusesFields({ type: 'validation.one_of' });
  });
  it('refuses a change to a deleted task', () => {
    deletedTask.when(change({ priority: 'low' })).thenRefuses('not_found', 'tasks.task_not_found');
  });
});

describe('ChangeTaskStatus and MarkTaskOverdue', () => {
  const task = spec.given(created({ due_date: '2026-03-01' }));
  it('sets a new status, nothing when it is the same', () => {
    task
      .when({ type: 'ChangeTaskStatus', data: { status: 'closed', today: '2026-03-01' } })
      .then([{ type: 'TaskStatusChanged', data: { status: 'closed' } }]);
    task.when({ type: 'ChangeTaskStatus', data: { status: 'open', today: '2026-03-01' } }).thenNothing();
  });
  it('marks a task overdue once its due date passed', () => {
    task
      .when({ type: 'MarkTaskOverdue', data: { due_date: '2026-03-01', today: '2026-03-02' } })
      .then([{ type: 'TaskBecameOverdue', data: { due_date: '2026-03-01' } }]);
  });
  it('does not mark it on its due date itself', () => {
    task.when({ type: 'MarkTaskOverdue', data: { due_date: '2026-03-01', today: '2026-03-01' } }).thenNothing();
  });
  it('never marks a closed task, nor twice, nor for a due date it no longer has', () => {
    const closed = spec.given(created({ due_date: '2026-03-01' }), { type: 'TaskStatusChanged', data: { status: 'closed' } });
    closed.when({ type: 'MarkTaskOverdue', data: { due_date: '2026-03-01', today: '2026-03-05' } }).thenNothing();
    const overdue = spec.given(created({ due_date: '2026-03-01' }), { type: 'TaskBecameOverdue', data: { due_date: '2026-03-01' } });
    overdue.when({ type: 'MarkTaskOverdue', data: { due_date: '2026-03-01', today: '2026-03-05' } }).thenNothing();
    task.when({ type: 'MarkTaskOverdue', data: { due_date: '2026-02-01', today: '2026-03-05' } }).thenNothing();
  });
});

describe('RemindTaskDue (issue 17: due tomorrow)', () => {
  const remind = (due_date: string, today = '2026-03-09'): TaskCommand => ({ type: 'RemindTaskDue', data: { due_date, today } });
  const reminded = (due_date: string): TaskEvent => ({ type: 'TaskDueTomorrow', data: { due_date } });
  const task = spec.given(created({ due_date: '2026-03-10' }), published);
  it('reminds once the day before the due date it was scheduled for', () => {
    task.when(remind('2026-03-10')).then([reminded('2026-03-10')]);
  });
  it('reminds once per due date: not again for the same one', () => {
    spec
      .given(created({ due_date: '2026-03-10' }), reminded('2026-03-10'))
      .when(remind('2026-03-10'))
      .thenNothing();
  });
  it('never reminds of a closed task, nor of a deleted one (nothing, no refusal)', () => {
    spec
      .given(created({ due_date: '2026-03-10' }), { type: 'TaskStatusChanged', data: { status: 'closed' } })
      .when(remind('2026-03-10'))
      .thenNothing();
    spec
      .given(created({ due_date: '2026-03-10' }), { type: 'TaskDeleted', data: {} })
      .when(remind('2026-03-10'))
      .thenNothing();
  });
  it('does not remind of a due date the task no longer has, nor once its due day began', () => {
    spec
      .given(created({ due_date: '2026-03-10' }), { type: 'TaskChanged', data: { due_date: '2026-03-17' } })
      .when(remind('2026-03-10'))
      .thenNothing();
    spec
      .given(created({ due_date: '2026-03-10' }), { type: 'TaskChanged', data: { due_date: null } })
      .when(remind('2026-03-10'))
      .thenNothing();
    task.when(remind('2026-03-10', '2026-03-10')).thenNothing();
  });
  it('reminds again after the due date moved to another day', () => {
    spec
      .given(created({ due_date: '2026-03-10' }), reminded('2026-03-10'), { type: 'TaskChanged', data: { due_date: '2026-03-17' } })
      .when(remind('2026-03-17', '2026-03-16'))
      .then([reminded('2026-03-17')]);
  });
  it('changes nothing in the task but the due date it reminded of', () => {
    const before = [created({ due_date: '2026-03-10' }), published].reduce(evolveTask, initialTaskState());
    expect(evolveTask(before, reminded('2026-03-10'))).toEqual({ ...before, reminded_due_date: '2026-03-10' });
  });
});

describe('assignees', () => {
  const task = spec.given(created());
  const assigned = spec.given(created(), { type: 'TaskAssigned', data: { user_id: BEN } });
  it('assigns an active member with the status open', () => {
    task.when({ type: 'AssignTask', data: { user_id: BEN, active: true } }).then([{ type: 'TaskAssigned', data: { user_id: BEN } }]);
    const { state } = assigned;
    expect(state.lifecycle === 'live' && state.assignees).toEqual([{ user_id: BEN, status: 'open' }]);
  });
  it('refuses someone who is not an active member', () => {
    task.when({ type: 'AssignTask', data: { user_id: BEN, active: false } }).thenRefusesFields({ user_id: 'tasks.member_not_active' });
  });
  it('changes nothing when they are assigned already', () => {
    assigned.when({ type: 'AssignTask', data: { user_id: BEN, active: true } }).thenNothing();
  });
  it('unassigns only who is assigned', () => {
    assigned.when({ type: 'UnassignTask', data: { user_id: BEN } }).then([{ type: 'TaskUnassigned', data: { user_id: BEN } }]);
    task.when({ type: 'UnassignTask', data: { user_id: BEN } }).thenRefuses('not_found', 'tasks.assignee_not_found');
  });
  it('lets an assignee set their own status, nobody else', () => {
    assigned
      .when({ type: 'ChangeAssigneeStatus', data: { user_id: BEN, status: 'in_progress', actorId: BEN } })
      .then([{ type: 'TaskAssigneeStatusChanged', data: { user_id: BEN, status: 'in_progress' } }]);
    assigned
      .when({ type: 'ChangeAssigneeStatus', data: { user_id: BEN, status: 'closed', actorId: ANNA } })
      .thenRefuses('forbidden', 'auth.forbidden');
    assigned.when({ type: 'ChangeAssigneeStatus', data: { user_id: BEN, status: 'open', actorId: BEN } }).thenNothing();
  });
});

describe('viewers and watchers', () => {
  const task = spec.given(created());
  it('adds an active member as viewer once, removes only a viewer', () => {
    task.when({ type: 'AddTaskViewer', data: { user_id: BEN, active: true } }).then([{ type: 'TaskViewerAdded', data: { user_id: BEN } }]);
    task.when({ type: 'AddTaskViewer', data: { user_id: BEN, active: false } }).thenRefusesFields({ user_id: 'tasks.member_not_active' });
    const viewed = spec.given(created(), { type: 'TaskViewerAdded', data: { user_id: BEN } });
    viewed.when({ type: 'AddTaskViewer', data: { user_id: BEN, active: true } }).thenNothing();
    task.when({ type: 'RemoveTaskViewer', data: { user_id: BEN } }).thenRefuses('not_found', 'tasks.viewer_not_found');
  });
  it('watches and unwatches, nothing when unchanged', () => {
    task.when({ type: 'WatchTask', data: { user_id: BEN, watching: true } }).then([{ type: 'TaskWatched', data: { user_id: BEN } }]);
    task.when({ type: 'WatchTask', data: { user_id: BEN, watching: false } }).thenNothing();
    const watched = spec.given(created(), { type: 'TaskWatched', data: { user_id: BEN } });
    watched.when({ type: 'WatchTask', data: { user_id: BEN, watching: false } }).then([{ type: 'TaskUnwatched', data: { user_id: BEN } }]);
  });
});

describe('comments', () => {
  const task = spec.given(created());
  const commented = spec.given(created(), { type: 'TaskCommentAdded', data: { comment_id: 'c1', body: 'Erledigt?', author_id: ANNA, at: NOW } });
  it('adds a comment while comments are enabled', () => {
    task
      .when({ type: 'AddTaskComment', data: { comment_id: 'c1', body: 'Erledigt?', actor } })
      .then([{ type: 'TaskCommentAdded', data: { comment_id: 'c1', body: 'Erledigt?', author_id: ANNA, at: NOW } }]);
  });
  it('refuses comments when they are disabled', () => {
    const closed = spec.given(created({ comments_enabled: false }));
    closed.when({ type: 'AddTaskComment', data: { comment_id: 'c1', body: 'x', actor } }).thenRefuses('conflict', 'tasks.comments_disabled');
  });
  it('lets only the author change or remove a comment', () => {
    commented
      .when({ type: 'ChangeTaskComment', data: { comment_id: 'c1', body: 'Ja', actor } })
      .then([{ type: 'TaskCommentChanged', data: { comment_id: 'c1', body: 'Ja', at: NOW } }]);
    const ben = { userId: BEN, now: NOW };
    commented.when({ type: 'ChangeTaskComment', data: { comment_id: 'c1', body: 'Ja', actor: ben } }).thenRefuses('forbidden', 'auth.forbidden');
    commented.when({ type: 'RemoveTaskComment', data: { comment_id: 'c1', actor: ben } }).thenRefuses('forbidden', 'auth.forbidden');
    commented.when({ type: 'RemoveTaskComment', data: { comment_id: 'c2', actor } }).thenRefuses('not_found', 'tasks.comment_not_found');
  });
  it('lets the author remove a comment after comments were disabled', () => {
    const disabled = spec.given(
      created(),
      { type: 'TaskCommentAdded', data: { comment_id: 'c1', body: 'x', author_id: ANNA, at: NOW } },
      { type: 'TaskChanged', data: { comments_enabled: false } },
    );
    disabled
      .when({ type: 'RemoveTaskComment', data: { comment_id: 'c1', actor } })
      .then([{ type: 'TaskCommentRemoved', data: { comment_id: 'c1' } }]);
  });
});

describe('linked contacts', () => {
  const task = spec.given(created());
  const linked = spec.given(created(), { type: 'TaskContactLinked', data: { contact_id: 'k1', public: false } });
  it('links a known contact once', () => {
    task
      .when({ type: 'LinkTaskContact', data: { contact_id: 'k1', public: true, contactKnown: true } })
      .then([{ type: 'TaskContactLinked', data: { contact_id: 'k1', public: true } }]);
    linked.when({ type: 'LinkTaskContact', data: { contact_id: 'k1', public: true, contactKnown: true } }).thenNothing();
  });
  it('refuses an unknown contact', () => {
    task
      .when({ type: 'LinkTaskContact', data: { contact_id: 'k9', public: false, contactKnown: false } })
      .thenRefusesFields({ contact_id: 'tasks.contact_unknown' });
  });
  it('changes the public flag and unlinks only a linked contact', () => {
    linked
      .when({ type: 'ChangeTaskContactVisibility', data: { contact_id: 'k1', public: true, sharingProtocolIds: [] } })
      .then([{ type: 'TaskContactVisibilityChanged', data: { contact_id: 'k1', public: true } }]);
    linked.when({ type: 'ChangeTaskContactVisibility', data: { contact_id: 'k1', public: false, sharingProtocolIds: [] } }).thenNothing();
    task.when({ type: 'UnlinkTaskContact', data: { contact_id: 'k1', sharingProtocolIds: [] } }).thenRefuses('not_found', 'tasks.contact_not_linked');
  });
});

describe('LinkTaskProtocol and UnlinkTaskProtocol', () => {
  const task = spec.given(created());
  const linked = spec.given(created(), { type: 'TaskProtocolLinked', data: { protocol_id: 'p1' } });
  it('links a protocol the caller may read, once', () => {
    task
      .when({ type: 'LinkTaskProtocol', data: { protocol_id: 'p1', protocolKnown: true } })
      .then([{ type: 'TaskProtocolLinked', data: { protocol_id: 'p1' } }]);
    linked.when({ type: 'LinkTaskProtocol', data: { protocol_id: 'p1', protocolKnown: true } }).thenNothing();
  });
  it('refuses a protocol that is unknown or not readable', () => {
    task
      .when({ type: 'LinkTaskProtocol', data: { protocol_id: 'p9', protocolKnown: false } })
      .thenRefusesFields({ protocol_id: 'tasks.protocol_unknown' });
  });
  it('unlinks only a linked protocol', () => {
    linked.when({ type: 'UnlinkTaskProtocol', data: { protocol_id: 'p1' } }).then([{ type: 'TaskProtocolUnlinked', data: { protocol_id: 'p1' } }]);
    task.when({ type: 'UnlinkTaskProtocol', data: { protocol_id: 'p1' } }).thenRefuses('not_found', 'tasks.protocol_not_linked');
  });
  it('never links to a deleted task', () => {
    deletedTask.when({ type: 'LinkTaskProtocol', data: { protocol_id: 'p1', protocolKnown: true } }).thenRefuses('not_found', 'tasks.task_not_found');
  });
});

// Seed §8: "a task cannot be hidden from a contact, nor the contact removed, while a linked protocol is shared with them".
describe('seed §8: hiding a task from a contact a linked protocol is shared with', () => {
  const shared = spec.given(
    created(),
    { type: 'TaskContactLinked', data: { contact_id: 'k1', public: true } },
    { type: 'TaskProtocolLinked', data: { protocol_id: 'p1' } },
  );
  it('refuses making the contact link non-public while a linked protocol is shared with the contact', () => {
    shared
      .when({ type: 'ChangeTaskContactVisibility', data: { contact_id: 'k1', public: false, sharingProtocolIds: ['p1'] } })
      .thenRefuses('conflict', 'tasks.contact_shared_by_protocol');
  });
  it('refuses removing the contact while a linked protocol is shared with the contact', () => {
    shared
      .when({ type: 'UnlinkTaskContact', data: { contact_id: 'k1', sharingProtocolIds: ['p1'] } })
      .thenRefuses('conflict', 'tasks.contact_shared_by_protocol');
  });
  it('allows both when no linked protocol is shared with the contact', () => {
    shared
      .when({ type: 'ChangeTaskContactVisibility', data: { contact_id: 'k1', public: false, sharingProtocolIds: [] } })
      .then([{ type: 'TaskContactVisibilityChanged', data: { contact_id: 'k1', public: false } }]);
    shared
      .when({ type: 'UnlinkTaskContact', data: { contact_id: 'k1', sharingProtocolIds: [] } })
      .then([{ type: 'TaskContactUnlinked', data: { contact_id: 'k1' } }]);
  });
  it('counts only protocols still linked to the task', () => {
    const unlinked = spec.given(
      created(),
      { type: 'TaskContactLinked', data: { contact_id: 'k1', public: true } },
      { type: 'TaskProtocolLinked', data: { protocol_id: 'p1' } },
      { type: 'TaskProtocolUnlinked', data: { protocol_id: 'p1' } },
    );
    unlinked
      .when({ type: 'UnlinkTaskContact', data: { contact_id: 'k1', sharingProtocolIds: ['p1'] } })
      .then([{ type: 'TaskContactUnlinked', data: { contact_id: 'k1' } }]);
  });
  it('still allows sharing the task and keeping it shared', () => {
    shared.when({ type: 'ChangeTaskContactVisibility', data: { contact_id: 'k1', public: true, sharingProtocolIds: ['p1'] } }).thenNothing();
  });
});

describe('AddTaskFile and RemoveTaskFile', () => {
  const file = { file_id: 'f1', name: 'Angebot.pdf', content_type: 'application/pdf', size: 1234, actor };
  const withFile = spec.given(created(), {
    type: 'TaskFileAdded',
    data: { file_id: 'f1', name: 'Angebot.pdf', content_type: 'application/pdf', size: 1234, added_by: ANNA, at: NOW },
  });
  it('records the stored file with who added it and when', () => {
    spec
      .given(created())
      .when({ type: 'AddTaskFile', data: file })
      .then([
        { type: 'TaskFileAdded', data: { file_id: 'f1', name: 'Angebot.pdf', content_type: 'application/pdf', size: 1234, added_by: ANNA, at: NOW } },
      ]);
    const { state } = withFile;
    expect(state.lifecycle === 'live' && state.files).toEqual([
      { id: 'f1', name: 'Angebot.pdf', content_type: 'application/pdf', size: 1234, added_by: ANNA, added_at: NOW },
    ]);
  });
  it('records a file once', () => {
    withFile.when({ type: 'AddTaskFile', data: file }).thenNothing();
  });
  it('removes only a file of the task', () => {
    withFile.when({ type: 'RemoveTaskFile', data: { file_id: 'f1' } }).then([{ type: 'TaskFileRemoved', data: { file_id: 'f1' } }]);
    spec
      .given(created())
      .when({ type: 'RemoveTaskFile', data: { file_id: 'f1' } })
      .thenRefuses('not_found', 'tasks.file_not_found');
  });
});

describe('Claims', () => {
  const claimType: TaskFieldFacts = { ...known, typeIsClaim: true };
  const withClaims = spec.given(created({ type: 'type-reklamation', claims: ['claim-lieferung'] }));
  it('every claim must be a claim type of the account', () => {
    newTask
      .when(create({ claims: ['claim-x'] }, false, { ...claimType, unknownClaims: ['claim-x'] }))
      .thenRefusesFields({ claims: 'tasks.claim_unknown' });
    withClaims
      .when(change({ claims: ['claim-lieferung', 'claim-x'] }, undefined, { ...claimType, unknownClaims: ['claim-x'] }))
      .thenRefusesFields({ claims: 'tasks.claim_unknown' });
  });
  it('claims may be set only when the task type is a claim type', () => {
    newTask.when(create({ claims: ['claim-lieferung'] }, false, known)).thenRefusesFields({ claims: 'tasks.claims_need_claim_type' });
    spec
      .given(created())
      .when(change({ claims: ['claim-lieferung'] }, undefined, known))
      .thenRefusesFields({ claims: 'tasks.claims_need_claim_type' });
    newTask
      .when(create({ type: 'type-reklamation', claims: ['claim-lieferung'] }, false, claimType))
      .then([created({ type: 'type-reklamation', claims: ['claim-lieferung'] })]);
  });
  it('a change of the claims carries the new list; clearing them is allowed on any type', () => {
    withClaims
      .when(change({ claims: ['claim-lieferung', 'claim-menge'] }, undefined, claimType))
      .then([{ type: 'TaskChanged', data: { claims: ['claim-lieferung', 'claim-menge'] } }]);
    withClaims.when(change({ claims: [] }, undefined, known)).then([{ type: 'TaskChanged', data: { claims: [] } }]);
    withClaims.when(change({ claims: ['claim-lieferung'] }, undefined, claimType)).thenNothing();
  });
  it('changing the type to one that is no claim type while claims are set is refused', () => {
    withClaims.when(change({ type: 'type-auftrag' }, undefined, known)).thenRefusesFields({ claims: 'tasks.claims_need_claim_type' });
    withClaims.when(change({ type: null }, undefined, known)).thenRefusesFields({ claims: 'tasks.claims_need_claim_type' });
    withClaims
      .when(change({ type: 'type-auftrag', claims: [] }, undefined, known))
      .then([{ type: 'TaskChanged', data: { type: 'type-auftrag', claims: [] } }]);
  });
  it('a task created before claims existed folds with none', () => {
    const { claims: _none, ...old } = fields();
    const { state } = spec.given({ type: 'TaskCreated', data: { ...old, number: 'AUF-1', created_by: ANNA } });
    expect(state.lifecycle === 'live' && state.claims).toEqual([]);
  });
});

describe('Overdue follows reopening and the due date', () => {
  // NOW is 2026-03-01.
  const closedPast = spec.given(created({ due_date: '2026-02-10' }), { type: 'TaskStatusChanged', data: { status: 'closed' } });
  it('reopening a closed task whose due date passed makes it overdue at once', () => {
    closedPast.when({ type: 'ChangeTaskStatus', data: { status: 'in_progress', today: '2026-03-01' } }).then([
      { type: 'TaskStatusChanged', data: { status: 'in_progress' } },
      { type: 'TaskBecameOverdue', data: { due_date: '2026-02-10' } },
    ]);
  });
  it('reopening before or on the due date leaves it open (the scheduled job marks it later)', () => {
    const closedFuture = spec.given(created({ due_date: '2026-03-01' }), { type: 'TaskStatusChanged', data: { status: 'closed' } });
    closedFuture
      .when({ type: 'ChangeTaskStatus', data: { status: 'open', today: '2026-03-01' } })
      .then([{ type: 'TaskStatusChanged', data: { status: 'open' } }]);
  });
  it('moving the due date of an open task into the past makes it overdue at once', () => {
    spec
      .given(created({ due_date: '2026-03-05' }))
      .when(change({ due_date: '2026-02-20' }))
      .then([
        { type: 'TaskChanged', data: { due_date: '2026-02-20' } },
        { type: 'TaskBecameOverdue', data: { due_date: '2026-02-20' } },
      ]);
  });
  it('moving the due date of a closed task into the past leaves it closed', () => {
    closedPast.when(change({ due_date: '2026-02-01' })).then([{ type: 'TaskChanged', data: { due_date: '2026-02-01' } }]);
  });
  it('moving the due date of an overdue task to today or later, or clearing it, gives back its status from before', () => {
    const overdue = spec.given(
      created({ due_date: '2026-02-10' }),
      { type: 'TaskStatusChanged', data: { status: 'in_progress' } },
      { type: 'TaskBecameOverdue', data: { due_date: '2026-02-10' } },
    );
    overdue.when(change({ due_date: '2026-03-01' })).then([
      { type: 'TaskChanged', data: { due_date: '2026-03-01' } },
      { type: 'TaskStatusChanged', data: { status: 'in_progress' } },
    ]);
    overdue.when(change({ due_date: null })).then([
      { type: 'TaskChanged', data: { due_date: null } },
      { type: 'TaskStatusChanged', data: { status: 'in_progress' } },
    ]);
    overdue.when(change({ due_date: '2026-02-15' })).then([{ type: 'TaskChanged', data: { due_date: '2026-02-15' } }]);
  });
});
