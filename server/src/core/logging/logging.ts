import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod, type LoggerService } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { prettyDestination, resolveLogFormat } from './log-format';

/**
 * Nest's own start-up chatter (every module initialised, every route mapped: some 250
 * lines) is for whoever debugs the wiring: at debug, not info.
 */
const WIRING_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'WebSocketsController', 'NestFactory', 'NestApplication']);

/** The logger Nest uses (nestjs-pino's), with its wiring messages moved to debug. */
export class QuietWiringLogger implements LoggerService {
  constructor(private readonly inner: LoggerService) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && WIRING_CONTEXTS.has(context)) this.inner.debug?.(message, ...rest);
    else this.inner.log(message, ...rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.inner.error(message, ...rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.inner.warn(message, ...rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.inner.debug?.(message, ...rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.inner.verbose?.(message, ...rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    (this.inner.fatal ?? this.inner.error).call(this.inner, message, ...rest);
  }
}

/**
 * The request log: one short entry per request (method, url, status, ms), at debug when
 * it succeeded, info for a 4xx, error for a 5xx; /api/health not at all. Entries logged
 * while a request runs carry its id only, not its headers.
 */
export function loggerParams(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): Params {
  const options = {
    level: config.logLevel,
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 500 ? ('error' as const) : res.statusCode >= 400 ? ('info' as const) : ('debug' as const),
    customSuccessMessage: (req: IncomingMessage, res: ServerResponse, ms: number) => `${req.method} ${req.url} ${res.statusCode} ${Math.round(ms)}ms`,
    customErrorMessage: (req: IncomingMessage, res: ServerResponse) => `${req.method} ${req.url} ${res.statusCode}`,
    customAttributeKeys: { req: 'req', res: 'res', responseTime: 'ms', reqId: 'req_id' },
    // The request and response are in the message; only the id stays as a field.
    serializers: { req: () => undefined, res: () => undefined },
    redact: ['req.headers.authorization', 'req.headers.account', 'req.headers.cookie'],
  };
  return {
    // Express 5 path syntax (the library's default '*' logs a deprecation warning).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: resolveLogFormat(config.logFormat) === 'pretty' ? [options, prettyDestination()] : options,
  };
}
