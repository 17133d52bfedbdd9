import { sameValue, type FormErrors, DomainRefusal } from '@kollab/contracts';
import type { ChangeTask, ChangeTaskStatus, CreateTask, RemindTaskDue, TaskCommand, TaskFieldFacts } from './task.commands';
import { publishNeedsTeamAndType, taskNotFound } from './task.errors';
import { newTaskRepeat, repeatChange } from './task-repeat.decide';
import type { TaskEvent, TaskFields } from './task.events';
import type { LiveTask, TaskState } from './task.state';

const forbidden = (): DomainRefusal => DomainRefusal.forbidden('auth.forbidden');

/**
 * Claims (seed §3): every claim is a claim type of the account (`tasks.claim_unknown`), and
 * a task has claims only while its type is a claim type (`tasks.claims_need_claim_type`) —
 * checked when the claims or the type change, so changing the type of a task with claims
 * to a type that is no claim type (or to none) is refused too, never clears them silently.
 */
function claimErrors(fields: TaskFields, facts: TaskFieldFacts, touched: ReadonlySet<string>): FormErrors {
  if (touched.has('claims') && facts.unknownClaims.length > 0) return { claims: [{ key: 'tasks.claim_unknown' }] };
  if ((touched.has('claims') || touched.has('type')) && fields.claims.length > 0 && !facts.typeIsClaim)
    return { claims: [{ key: 'tasks.claims_need_claim_type' }] };
  return {};
}

/**
 * The field rules a task must hold after a create or change (seed §5 and the issue):
 * a title; a known type and team; claims of a claim type; the due date not before the start
 * date; `more`: the errors of its series (task-repeat.decide.ts), reported with the others.
 */
function checkFields(fields: TaskFields, facts: TaskFieldFacts, touched: ReadonlySet<string>, more: FormErrors = {}): void {
  const errors: FormErrors = { ...more };
  if (fields.title.trim() === '') errors.title = [{ key: 'validation.required' }];
  if (touched.has('type') && fields.type !== null && !facts.typeKnown) errors.type = [{ key: 'validation.one_of' }];
  if (touched.has('team') && fields.team !== null && !facts.teamKnown) errors.team = [{ key: 'validation.one_of' }];
  Object.assign(errors, claimErrors(fields, facts, touched));
  if (fields.start_date && fields.due_date && fields.due_date < fields.start_date) errors.due_date = [{ key: 'tasks.due_before_start' }];
  if (Object.keys(errors).length > 0) throw DomainRefusal.fields(errors);
}

const canBePublished = (fields: TaskFields): boolean => fields.team !== null && fields.type !== null;

function create({ data }: CreateTask, state: TaskState): TaskEvent[] {
  if (state.lifecycle !== 'none') throw DomainRefusal.conflict('concurrency.wrong_expected_version');
  const fields = { ...data.fields, title: data.fields.title.trim() };
  const repeat = newTaskRepeat(data.series, fields);
  checkFields(fields, data.facts, new Set(Object.keys(fields)), repeat.errors);
  if (data.publish && !canBePublished(fields)) throw publishNeedsTeamAndType();
  const events: TaskEvent[] = [{ type: 'TaskCreated', data: { ...fields, number: data.number, created_by: data.actor.userId } }, ...repeat.events];
  // The scheduler's next occurrence takes the assignees and contact links of the one before.
  for (const user_id of new Set(data.assignees ?? [])) events.push({ type: 'TaskAssigned', data: { user_id } });
  for (const contact of data.contacts ?? [])
    events.push({ type: 'TaskContactLinked', data: { contact_id: contact.contact_id, public: contact.public } });
  if (data.publish) events.push({ type: 'TaskPublished', data: { published_at: data.actor.now, published_by: data.actor.userId } });
  return events;
}

/** `due_date` (YYYY-MM-DD) has passed on `now` (ISO time or YYYY-MM-DD, UTC): overdue from the next day on. */
const isPast = (dueDate: string, now: string): boolean => now.slice(0, 10) > dueDate;

/**
 * Overdue follows the due date (seed §4): an open or in-progress task whose due date is
 * moved into the past is overdue at once; an overdue task whose due date moves to today or
 * later, or is cleared, gets back the status it had before (the overdue job is scheduled
 * anew for the new date by the reaction).
 */
function overdueAfterDueDateChange(task: LiveTask, next: TaskFields, today: string): TaskEvent[] {
  if (task.due_date === next.due_date) return [];
  const past = next.due_date !== null && isPast(next.due_date, today);
  if (past && next.due_date && (task.status === 'open' || task.status === 'in_progress'))
    return [{ type: 'TaskBecameOverdue', data: { due_date: next.due_date } }];
  if (!past && task.status === 'overdue') return [{ type: 'TaskStatusChanged', data: { status: task.status_before_overdue ?? 'open' } }];
  return [];
}

/**
 * PATCH …/status: the status set; reopening (open or in progress) a task whose due date
 * has passed makes it overdue at once — the overdue job ran while it was closed and
 * decided nothing, and its due date did not change, so nothing else would.
 */
function changeStatus({ data }: ChangeTaskStatus, task: LiveTask): TaskEvent[] {
  if (task.status === data.status) return [];
  const events: TaskEvent[] = [{ type: 'TaskStatusChanged', data: { status: data.status } }];
  if (data.status !== 'closed' && task.due_date !== null && isPast(task.due_date, data.today))
    events.push({ type: 'TaskBecameOverdue', data: { due_date: task.due_date } });
  return events;
}

/**
 * The due-tomorrow reminder (issue 17): once per due date, for the due date the job was
 * scheduled for, before that day began, and never for a closed (the overdue rule) or deleted
 * task — then nothing, not a refusal: the job has nothing left to do.
 */
function remindDue({ data }: RemindTaskDue, state: TaskState): TaskEvent[] {
  const { due_date, today } = data;
  if (state.lifecycle !== 'live' || state.status === 'closed') return [];
  if (state.due_date !== due_date || today >= due_date || state.reminded_due_date === due_date) return [];
  return [{ type: 'TaskDueTomorrow', data: { due_date } }];
}

function change({ data }: ChangeTask, task: LiveTask): TaskEvent[] {
  const sent = Object.entries(data.changes).filter(([, value]) => value !== undefined) as Array<[keyof TaskFields, unknown]>;
  const changed = Object.fromEntries(sent.filter(([field, value]) => !sameValue(task[field], value))) as Partial<TaskFields>;
  if (typeof changed.title === 'string') changed.title = changed.title.trim();
  if (changed.title === task.title) delete changed.title;
  const next: TaskFields = { ...task, ...changed };
  const repeat = repeatChange(task, next, data.repeat);
  checkFields(next, data.facts, new Set(Object.keys(changed)), repeat.errors);
  const published = data.publish ?? task.published;
  // A published task keeps its team and type (the rule of publishing holds for its whole life).
  if (published && !canBePublished(next)) throw publishNeedsTeamAndType();
  const events: TaskEvent[] = [];
  const number = task.number === null && next.type !== null ? data.number : undefined;
  if (Object.keys(changed).length > 0 || number) events.push({ type: 'TaskChanged', data: { ...changed, ...(number ? { number } : {}) } });
  events.push(...repeat.events);
  if (published && !task.published) events.push({ type: 'TaskPublished', data: { published_at: data.actor.now, published_by: data.actor.userId } });
  if (!published && task.published) events.push({ type: 'TaskUnpublished', data: {} });
  events.push(...overdueAfterDueDateChange(task, next, data.actor.now));
  return events;
}

function assigneeOf(task: LiveTask, userId: string) {
  const assignee = task.assignees.find((a) => a.user_id === userId);
  if (!assignee) throw DomainRefusal.notFound('tasks.assignee_not_found');
  return assignee;
}

function commentOf(task: LiveTask, commentId: string, authorId: string) {
  const comment = task.comments.find((c) => c.id === commentId);
  if (!comment) throw DomainRefusal.notFound('tasks.comment_not_found');
  if (comment.author_id !== authorId) throw forbidden();
  return comment;
}

function linkOf(task: LiveTask, contactId: string) {
  const link = task.contacts.find((c) => c.contact_id === contactId);
  if (!link) throw DomainRefusal.notFound('tasks.contact_not_linked');
  return link;
}

/**
 * Seed §8: a task stays visible to a contact (its link public, the link itself kept)
 * while a protocol linked to the task is shared with that contact.
 */
function assertNotSharedByProtocol(task: LiveTask, sharingProtocolIds: readonly string[]): void {
  if (task.protocols.some((id) => sharingProtocolIds.includes(id))) throw DomainRefusal.conflict('tasks.contact_shared_by_protocol');
}

const inactiveUser = (): DomainRefusal => DomainRefusal.fields({ user_id: [{ key: 'tasks.member_not_active' }] });

/**
 * Decides a task command on the task's state: the events to append, nothing when the
 * command changes nothing (an idempotent repeat), or a DomainRefusal.
 * Who may send which command is the policy's question, asked by the handler before.
 */
export function decideTask(command: TaskCommand, state: TaskState): TaskEvent[] {
  if (command.type === 'CreateTask') return create(command, state);
  if (command.type === 'RemindTaskDue') return remindDue(command, state);
  if (state.lifecycle !== 'live') throw taskNotFound();
  const task = state;
  switch (command.type) {
    case 'ChangeTask':
      return change(command, task);
    case 'DeleteTask':
      return [{ type: 'TaskDeleted', data: {} }];
    case 'ChangeTaskStatus':
      return changeStatus(command, task);
    case 'MarkTaskOverdue': {
      const { due_date, today } = command.data;
      // Only for the due date it was scheduled for, once it passed, and never for a closed task.
      if (task.due_date !== due_date || today <= due_date || task.status === 'closed' || task.status === 'overdue') return [];
      return [{ type: 'TaskBecameOverdue', data: { due_date } }];
    }
    case 'AssignTask':
      if (task.assignees.some((a) => a.user_id === command.data.user_id)) return [];
      if (!command.data.active) throw inactiveUser();
      return [{ type: 'TaskAssigned', data: { user_id: command.data.user_id } }];
    case 'UnassignTask':
      assigneeOf(task, command.data.user_id);
      return [{ type: 'TaskUnassigned', data: { user_id: command.data.user_id } }];
    case 'ChangeAssigneeStatus': {
      const assignee = assigneeOf(task, command.data.user_id);
      if (command.data.actorId !== command.data.user_id) throw forbidden();
      return assignee.status === command.data.status
        ? []
        : [{ type: 'TaskAssigneeStatusChanged', data: { user_id: assignee.user_id, status: command.data.status } }];
    }
    case 'AddTaskViewer':
      if (task.viewers.includes(command.data.user_id)) return [];
      if (!command.data.active) throw inactiveUser();
      return [{ type: 'TaskViewerAdded', data: { user_id: command.data.user_id } }];
    case 'RemoveTaskViewer':
      if (!task.viewers.includes(command.data.user_id)) throw DomainRefusal.notFound('tasks.viewer_not_found');
      return [{ type: 'TaskViewerRemoved', data: { user_id: command.data.user_id } }];
    case 'WatchTask': {
      const { user_id, watching } = command.data;
      if (task.watchers.includes(user_id) === watching) return [];
      return [watching ? { type: 'TaskWatched', data: { user_id } } : { type: 'TaskUnwatched', data: { user_id } }];
    }
    case 'AddTaskComment': {
      if (!task.comments_enabled) throw DomainRefusal.conflict('tasks.comments_disabled');
      const { comment_id, body, actor } = command.data;
      return [{ type: 'TaskCommentAdded', data: { comment_id, body, author_id: actor.userId, at: actor.now } }];
    }
    case 'ChangeTaskComment': {
      if (!task.comments_enabled) throw DomainRefusal.conflict('tasks.comments_disabled');
      const { comment_id, body, actor } = command.data;
      const comment = commentOf(task, comment_id, actor.userId);
      return comment.body === body ? [] : [{ type: 'TaskCommentChanged', data: { comment_id, body, at: actor.now } }];
    }
    case 'RemoveTaskComment':
      // Removing one's own comment stays possible after comments were disabled.
      commentOf(task, command.data.comment_id, command.data.actor.userId);
      return [{ type: 'TaskCommentRemoved', data: { comment_id: command.data.comment_id } }];
    case 'LinkTaskContact': {
      const { contact_id, public: shared, contactKnown } = command.data;
      if (task.contacts.some((c) => c.contact_id === contact_id)) return [];
      if (!contactKnown) throw DomainRefusal.fields({ contact_id: [{ key: 'tasks.contact_unknown' }] });
      return [{ type: 'TaskContactLinked', data: { contact_id, public: shared } }];
    }
    case 'ChangeTaskContactVisibility': {
      const { contact_id, public: shared, sharingProtocolIds } = command.data;
      const link = linkOf(task, contact_id);
      if (link.public === shared) return [];
      if (!shared) assertNotSharedByProtocol(task, sharingProtocolIds);
      return [{ type: 'TaskContactVisibilityChanged', data: { contact_id, public: shared } }];
    }
    case 'UnlinkTaskContact':
      linkOf(task, command.data.contact_id);
      assertNotSharedByProtocol(task, command.data.sharingProtocolIds);
      return [{ type: 'TaskContactUnlinked', data: { contact_id: command.data.contact_id } }];
    case 'LinkTaskProtocol': {
      const { protocol_id, protocolKnown } = command.data;
      if (task.protocols.includes(protocol_id)) return [];
      if (!protocolKnown) throw DomainRefusal.fields({ protocol_id: [{ key: 'tasks.protocol_unknown' }] });
      return [{ type: 'TaskProtocolLinked', data: { protocol_id } }];
    }
    case 'UnlinkTaskProtocol':
      if (!task.protocols.includes(command.data.protocol_id)) throw DomainRefusal.notFound('tasks.protocol_not_linked');
      return [{ type: 'TaskProtocolUnlinked', data: { protocol_id: command.data.protocol_id } }];
    case 'AddTaskFile': {
      const { file_id, name, content_type, size, actor } = command.data;
      if (task.files.some((f) => f.id === file_id)) return [];
      return [{ type: 'TaskFileAdded', data: { file_id, name, content_type, size, added_by: actor.userId, at: actor.now } }];
    }
    case 'RemoveTaskFile':
      if (!task.files.some((f) => f.id === command.data.file_id)) throw DomainRefusal.notFound('tasks.file_not_found');
      return [{ type: 'TaskFileRemoved', data: { file_id: command.data.file_id } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
