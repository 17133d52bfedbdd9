import type { Response } from 'express';
import type { WriteResult } from '@kollab/contracts';
import type { AppendResult } from '../event-store/event-store.types';
import type { ReadYourWrites } from '../projections/read-your-writes';

/**
 * Answers a command once the read models reached its events: `status` (200 or 201)
 * with `{ id, version, position }`, or 202 with `stale: true` when they did not within
 * the bounded wait. ETag carries the version for the next If-Match.
 */
export async function respondToWrite(
  waiter: ReadYourWrites,
  response: Response,
  id: string,
  result: AppendResult,
  status: 200 | 201 = 200,
): Promise<WriteResult> {
  const fresh = await waiter.waitFor(result.checkpoint, undefined, result.eventTypes);
  response.status(fresh ? status : 202);
  response.setHeader('ETag', `"${result.version}"`);
  return { id, version: result.version, position: result.position, ...(fresh ? {} : { stale: true }) };
}
