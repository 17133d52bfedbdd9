/** enqueue() of a job kind this process has not registered. */
export class UnknownJobError extends Error {
  constructor(readonly jobName: string) {
    super(`No job named "${jobName}" is registered`);
    this.name = 'UnknownJobError';
  }
}

/** A handler's failure as text for `lastError`. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}
