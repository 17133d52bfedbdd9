import type { Request } from 'express';

/** The caller's address for throttling (express's req.ip; honours `trust proxy` when the app sets it). */
export function clientAddress(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}
