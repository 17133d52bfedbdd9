import { Injectable } from '@nestjs/common';
import type { PolicyActor } from '@kollab/contracts';
import type { RequestPrincipal } from '../../../core/auth/request-principal';
import { PolicyService } from '../../access/public/policy.service';

/** The policy's actor of the caller of an offers route. */
@Injectable()
export class OfferCallers {
  constructor(private readonly policy: PolicyService) {}

  actor(accountId: string, principal: RequestPrincipal): Promise<PolicyActor> {
    return this.policy.actor({ ...principal, accountId });
  }
}
