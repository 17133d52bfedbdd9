import { Injectable } from '@nestjs/common';
import type { PolicyActor } from '@kollab/contracts';
import { commandContext, type CommandContext } from '../../../core/aggregates/command-context';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { PolicyService } from '../../access/public/policy.service';

/** The caller of a tasks route: the policy's actor and the command context. */
export interface TaskCaller {
  actor: PolicyActor;
  context: CommandContext;
}

@Injectable()
export class TaskCallers {
  constructor(private readonly policy: PolicyService) {}

  async of(accountId: string, principal: RequestPrincipal): Promise<TaskCaller> {
    const actor = await this.policy.actor({ ...principal, accountId });
    return { actor, context: commandContext(accountId, principal.userId) };
  }
}
