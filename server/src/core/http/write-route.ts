import { createParamDecorator, Injectable, type ExecutionContext } from '@nestjs/common';
import { CommandBus, type ICommand } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { DomainRefusal, type WriteResult } from '@kollab/contracts';
import { commandContext, type CommandContext } from '../aggregates/command-context';
import type { RequestPrincipal, RequestWithPrincipal } from '../auth/request-principal';
import type { AppendResult } from '../event-store/event-store.types';
import { ReadYourWrites } from '../projections/read-your-writes';
import { parseIfMatch } from './if-match';

/** Everything a write route needs of its request, in one parameter (`@Write() call: WriteCall`). */
export interface WriteCall {
  /** The account the caller acts in (403 account.missing on a route without one). */
  accountId: string;
  principal: RequestPrincipal;
  /** Who, for which account, when: the command's context, one per request. */
  context: CommandContext;
  /** The version the caller's edit was based on, from If-Match; absent means "as it is now" (422 when malformed). */
  readonly basedOn?: number;
  /** Where the status (200, 201 or 202) and the ETag are set. */
  response: Response;
}

/**
 * The write route's parameter: the checked caller, the command context, If-Match and the
 * response. `@Write({ account: false })` on a
 * route without an account (the system admin's, a user's own): the context's account is
 * `accountId` then, and the caller's id stands in for it when there is none.
 */
export const Write = createParamDecorator((options: { account?: boolean } | undefined, context: ExecutionContext): WriteCall => {
  const http = context.switchToHttp();
  const request = http.getRequest<Request & RequestWithPrincipal>();
  const principal = request.principal;
  if (!principal) throw DomainRefusal.unauthenticated('auth.unauthorized');
  const accountId = principal.accountId ?? '';
  if (!accountId && options?.account !== false) throw DomainRefusal.forbidden('account.missing');
  const header = request.headers['if-match'];
  return {
    accountId,
    principal,
    context: commandContext(accountId, principal.userId),
    // read where a route uses it: a route that takes no If-Match ignores a malformed one, as before
    get basedOn() {
      return parseIfMatch(Array.isArray(header) ? header[0] : header);
    },
    response: http.getResponse<Response>(),
  };
});

/** A public write route (no caller: sign-up, activation, password reset) has only its response. */
export type PublicWriteCall = Pick<WriteCall, 'response'>;

/** The parameter of a @Public() write route: `@PublicWrite() call: PublicWriteCall`. */
export const PublicWrite = createParamDecorator((_: unknown, context: ExecutionContext): PublicWriteCall => ({
  response: context.switchToHttp().getResponse<Response>(),
}));

/**
 * The one way a route writes: send the command, wait (bounded) for the read models to reach
 * its events, answer `{ id, version, position }` with 200/201 (202 and `stale` when they did
 * not within the bounded wait) and the ETag (the version) for the next If-Match.
 */
@Injectable()
export class WriteRoutes {
  constructor(
    private readonly commands: CommandBus,
    private readonly waiter: ReadYourWrites,
  ) {}

  async execute(call: WriteCall, command: ICommand, id: string, status: 200 | 201 = 200): Promise<WriteResult> {
    return this.respond(call, id, await this.commands.execute<ICommand, AppendResult>(command), status);
  }

  /** For a route that appended by other means (a service, several commands): the same answer. */
  async respond(call: PublicWriteCall, id: string, result: AppendResult, status: 200 | 201 = 200): Promise<WriteResult> {
    const fresh = await this.waiter.waitFor(result.checkpoint, undefined, result.eventTypes);
    call.response.status(fresh ? status : 202);
    call.response.setHeader('ETag', `"${result.version}"`);
    return { id, version: result.version, position: result.position, ...(fresh ? {} : { stale: true }) };
  }
}
