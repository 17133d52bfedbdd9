import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { Injectable } from '@nestjs/common';

/**
 * The first step of a shutdown (main.ts): the HTTP server stops taking connections and
 * requests finish while everything behind them (projections, jobs, stores) still runs.
 *
 *  1. the listening socket closes (new connections are refused); every answer from now on
 *     carries `Connection: close`, so each keep-alive connection ends after the answer it
 *     is writing; requests already sent but not yet read get 20 ms and a poll of the sockets
 *     to be read (and answered so);
 *  2. idle keep-alive connections close;
 *  3. requests in flight finish;
 *  4. what has not finished after `graceMs` is cut.
 *
 * Socket.IO's own requests and upgraded sockets are not counted here: Nest closes them
 * with the gateway (app.close(), the next step).
 */
@Injectable()
export class HttpDrain {
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;
  private settled: (() => void) | undefined;

  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  /** Express middleware (createApp installs it first): counts requests in flight; once draining, answers close their connection. */
  readonly middleware = (_request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    this.inFlight.add(response);
    const done = () => {
      this.inFlight.delete(response);
      if (this.inFlight.size === 0) this.settled?.();
    };
    response.once('finish', done);
    response.once('close', done);
    if (this.draining) response.shouldKeepAlive = false;
    next();
  };

  /** Steps 1–4; resolves with the number of requests it waited for, and of those cut (0 when all finished in time). */
  async drain(server: Server, graceMs: number): Promise<{ waited: number; cut: number }> {
    this.draining = true;
    for (const response of this.inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
    // A request a client has already sent may wait unread in its socket (the process was busy
    // when the signal came): one turn of the event loop reads it, and it is answered, with
    // Connection: close, rather than cut with a connection that looks idle.
    // New connections are refused from now on (net's close: http's would also close the idle
    // ones at once, before their unread requests are read).
    if (server.listening) NetServer.prototype.close.call(server);
    // 20 ms, and then a poll of the sockets: a loop held up by a long synchronous stretch (the
    // embedded database runs its queries on this thread) fires the timer late, and what arrived
    // meanwhile is read only in the poll phase that follows (setImmediate runs right after it).
    await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setImmediate(resolve));
    server.close(); // http's own bookkeeping; closes the connections with no request in flight
    server.closeIdleConnections();
    const waited = this.inFlight.size;
    if (this.inFlight.size > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        timer.unref();
        this.settled = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    const cut = this.inFlight.size;
    server.closeAllConnections();
    return { waited, cut };
  }
}
