import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { WriteResult } from '@kollab/contracts';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import { parseIfMatch } from '../../../core/http/if-match';
import { respondToWrite } from '../../../core/http/write-response';
import { ReadYourWrites } from '../../../core/projections/read-your-writes';
import { ActOnTask, type TaskAction } from '../commands/act-on-task.handler';
import type { TaskPermission } from '../commands/decide-on-task';
import { TaskCallers } from './task-caller';

export interface TaskActionRequest {
  accountId: string;
  principal: RequestPrincipal;
  id: string;
  /** What the policy must allow the caller on the task. */
  permission: TaskPermission['action'];
  ifMatch?: string;
  response: Response;
  /** 201 for what creates a sub-item (assignee, viewer, comment, contact link). */
  status?: 200 | 201;
  /** The id the WriteResult names (the new comment's); the task's by default. */
  resultId?: string;
}

/** Sends an ActOnTask for a route and answers with the WriteResult: the one path of every task sub-route. */
@Injectable()
export class TaskActions {
  constructor(
    private readonly commands: CommandBus,
    private readonly waiter: ReadYourWrites,
    private readonly callers: TaskCallers,
  ) {}

  /** `action`: the command, or made from the command's time (comments carry it). */
  async act(request: TaskActionRequest, action: TaskAction | ((now: string) => TaskAction)): Promise<WriteResult> {
    const { actor, context } = await this.callers.of(request.accountId, request.principal);
    const decided = typeof action === 'function' ? action(context.now.toISOString()) : action;
    const command = new ActOnTask(context, request.id, { actor, action: request.permission }, decided, parseIfMatch(request.ifMatch));
    const result = await this.commands.execute<ActOnTask, AppendResult>(command);
    return respondToWrite(this.waiter, request.response, request.resultId ?? request.id, result, request.status);
  }
}
