import { Logger } from '@nestjs/common';

/** What the guard reports to (Nest's Logger by default; tests pass their own). */
export interface ProcessGuardLog {
  error(message: string): void;
}

let installed: (() => void) | undefined;

const describe = (error: unknown): string => (error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error));

/**
 * Keeps one failure from ending the server for every tenant: an exception nobody caught
 * (a library throwing inside its own callback, an 'error' event without a listener) and
 * a promise rejection nobody handled are logged at error level, and the process goes on.
 * The work they belonged to fails on its own (a job fails and is retried, at most its
 * attempts; a request times out); fixing their cause is still a bug to file. Installed
 * once, from main.ts; returns what uninstalls it (tests).
 */
export function installProcessGuard(log: ProcessGuardLog = new Logger('Process')): () => void {
  installed?.();
  const onException = (error: Error, origin: string) =>
    log.error(`${origin === 'unhandledRejection' ? 'unhandled rejection' : 'uncaught exception'} (the process keeps running): ${describe(error)}`);
  const onRejection = (reason: unknown) => log.error(`unhandled rejection (the process keeps running): ${describe(reason)}`);
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  installed = () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
    installed = undefined;
  };
  return installed;
}
