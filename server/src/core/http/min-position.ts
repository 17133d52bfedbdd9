import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { DomainRefusal } from '@kollab/contracts';
import { ReadYourWrites } from '../projections/read-your-writes';

/** The query parameter of every read: the global position of a write the answer must include. */
export const MIN_POSITION_QUERY = 'minPosition';
/** Set (`true`) on a read whose read models had not reached its `minPosition` within the wait. */
export const STALE_HEADER = 'Kollab-Stale';

const POSITION = /^\d{1,15}$/;

/**
 * Read-your-writes for reads (ARCHITECTURE: "a client that reads with `minPosition` gets a
 * fresh answer or a clear stale marker"): a GET with `?minPosition=<position>` (a command's
 * answer, from this node or another) waits, as a command's answer does (about 2 s), until the
 * read models that apply the events written with it have them; it is answered either way,
 * with `Kollab-Stale: true` when they had not. Runs after the guards (no caller waits
 * unauthenticated); a position that is not a whole number is refused (422). The query DTOs
 * never see the parameter (`withoutMinPosition`, in the validation pipe).
 */
@Injectable()
export class MinPositionInterceptor implements NestInterceptor {
  constructor(private readonly readYourWrites: ReadYourWrites) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const raw: unknown = request.method === 'GET' ? request.query?.[MIN_POSITION_QUERY] : undefined;
    if (raw === undefined) return next.handle();
    if (typeof raw !== 'string' || !POSITION.test(raw)) throw DomainRefusal.field(MIN_POSITION_QUERY, 'validation.integer');
    if (!(await this.readYourWrites.waitForPosition(Number(raw)))) context.switchToHttp().getResponse<Response>().setHeader(STALE_HEADER, 'true');
    return next.handle();
  }
}

/** A query object without `minPosition` (the interceptor's, not the route's). */
export function withoutMinPosition(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !(MIN_POSITION_QUERY in value)) return value;
  const { [MIN_POSITION_QUERY]: _position, ...rest } = value as Record<string, unknown>;
  return rest;
}
