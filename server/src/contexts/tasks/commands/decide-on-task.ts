import type { PolicyAction, PolicyActor } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import type { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { WrongExpectedVersionError } from '../../../core/event-store/event-store.errors';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { PolicyService } from '../../access/public/policy.service';
import { taskPolicyItem, type TaskCreatorFacts } from '../domain/task-policy';
import type { TaskCommand } from '../domain/task.commands';
import { decideTask } from '../domain/task.decide';
import type { LiveTask, TaskState } from '../domain/task.state';
import { taskAggregate } from './task.aggregate';
import { DomainRefusal } from '@kollab/contracts';

const ATTEMPTS = 5;

/** Who asks, and what the policy must allow them on the task before anything is decided. */
export interface TaskPermission {
  actor: PolicyActor;
  action: PolicyAction;
}

/** The policy's answer on a live task: 404 when the actor may not even read it, 403 when not `action`. */
export async function authorize(policy: PolicyService, accountId: string, task: LiveTask, permission: TaskPermission): Promise<void> {
  const creator: TaskCreatorFacts = await policy.creatorFacts(accountId, task.created_by);
  const item = taskPolicyItem(task, creator);
  if (!policy.can(permission.actor, 'read', item)) throw DomainRefusal.notFound('tasks.task_not_found');
  if (!policy.can(permission.actor, permission.action, item)) throw DomainRefusal.forbidden('auth.forbidden');
}

/**
 * Loads `task-<id>`, asks the policy, decides `command(state)` and appends with the
 * version decided on. Without `basedOn` (If-Match or `version`) the caller meant the task
 * as it is now, so a concurrent change is decided again on the new state; with it, a stale
 * edit is a 409 `concurrency.wrong_expected_version`.
 */
export async function decideOnTask(
  repository: EventSourcedRepository,
  policy: PolicyService,
  context: CommandContext,
  id: string,
  permission: TaskPermission,
  /** The command on the task as loaded (it may look up facts first: the append refuses a task that changed meanwhile). */
  command: (task: LiveTask) => TaskCommand | Promise<TaskCommand>,
  basedOn?: number,
  /** Runs once the policy allowed the command, before the append (e.g. taking a number). */
  beforeAppend?: () => Promise<void>,
): Promise<AppendResult> {
  for (let attempt = 1; ; attempt += 1) {
    const loaded = await repository.current(taskAggregate, context.accountId, id);
    const state: TaskState = loaded.state;
    if (state.lifecycle !== 'live') throw DomainRefusal.notFound('tasks.task_not_found');
    await authorize(policy, context.accountId, state, permission);
    await beforeAppend?.();
    const decision = await command(state);
    try {
      return await repository.execute(taskAggregate, context, id, (now) => decideTask(decision, now), basedOn ?? loaded.version, loaded);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || basedOn !== undefined || attempt >= ATTEMPTS) throw error;
    }
  }
}
