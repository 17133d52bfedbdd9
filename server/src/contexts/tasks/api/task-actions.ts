import { Injectable } from '@nestjs/common';
import type { WriteResult } from '@kollab/contracts';
import { WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import { PerformTaskAction, type TaskAction } from '../commands/perform-task-action.handler';
import type { TaskPermission } from '../commands/decide-on-task';
import { TaskCallers } from './task-caller';

export interface TaskActionRequest {
  call: WriteCall;
  id: string;
  /** What the policy must allow the caller on the task. */
  permission: TaskPermission['action'];
  /** false for a route that takes no If-Match (watching): its header is not read. */
  ifMatch?: false;
  /** 201 for what creates a sub-item (assignee, viewer, comment, contact link). */
  status?: 200 | 201;
  /** The id the WriteResult names (the new comment's); the task's by default. */
  resultId?: string;
}

/** Sends an PerformTaskAction for a route and answers with the WriteResult: the one path of every task sub-route. */
@Injectable()
export class TaskActions {
  constructor(
    private readonly writes: WriteRoutes,
    private readonly callers: TaskCallers,
  ) {}

  /** `action`: the command, or made from the command's time (comments carry it). */
  async act(request: TaskActionRequest, action: TaskAction | ((now: string) => TaskAction)): Promise<WriteResult> {
    const { call } = request;
    // TaskCallers gives the actor; the context is the request's (the same account and caller as TaskCallers' own)
    const { actor } = await this.callers.of(call.accountId, call.principal);
    const decided = typeof action === 'function' ? action(call.context.now.toISOString()) : action;
    const basedOn = request.ifMatch === false ? undefined : call.basedOn;
    const command = new PerformTaskAction(call.context, request.id, { actor, action: request.permission }, decided, basedOn);
    return this.writes.execute(call, command, request.resultId ?? request.id, request.status);
  }
}
