import { Injectable } from '@nestjs/common';
import type { WriteResult } from '@kollab/contracts';
import { WriteRoutes, type WriteCall } from '../../../core/http/write-route';
import type { OfferPermission } from '../commands/decide-on-offer';
import { PerformOfferAction, type OfferAction } from '../commands/perform-offer-action.handler';
import { OfferCallers } from './offer-caller';

export interface OfferActionRequest {
  call: WriteCall;
  id: string;
  /** What the policy must allow the caller on the offer. */
  permission: OfferPermission['action'];
  /** false for a route that takes no If-Match (watching): its header is not read. */
  ifMatch?: false;
  /** 201 for what creates a sub-item (viewer, comment). */
  status?: 200 | 201;
  /** The id the WriteResult names (the new comment's); the offer's by default. */
  resultId?: string;
}

/** Sends a PerformOfferAction for a route and answers with the WriteResult: the one path of every offer sub-route. */
@Injectable()
export class OfferActions {
  constructor(
    private readonly writes: WriteRoutes,
    private readonly callers: OfferCallers,
  ) {}

  /** `action`: the command, or made from the command's time (comments and the status carry it). */
  async act(request: OfferActionRequest, action: OfferAction | ((now: string) => OfferAction)): Promise<WriteResult> {
    const { call } = request;
    const actor = await this.callers.actor(call.accountId, call.principal);
    const decided = typeof action === 'function' ? action(call.context.now.toISOString()) : action;
    const basedOn = request.ifMatch === false ? undefined : call.basedOn;
    const command = new PerformOfferAction(call.context, request.id, { actor, action: request.permission }, decided, basedOn);
    return this.writes.execute(call, command, request.resultId ?? request.id, request.status);
  }
}
