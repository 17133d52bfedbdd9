import { assertJobName, DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, type JobDefinition } from './job-queue';
import { UnknownJobError } from './job-queue.errors';

/** A registered job kind with its retry policy filled in. */
export interface RegisteredJob {
  definition: JobDefinition<unknown>;
  attempts: number;
  backoffMs: number;
}

/** The job kinds one process knows; both adapters keep theirs here. */
export class JobRegistry {
  private readonly jobs = new Map<string, RegisteredJob>();

  register<Data>(definition: JobDefinition<Data>): void {
    assertJobName(definition.name);
    if (this.jobs.has(definition.name)) throw new Error(`Job "${definition.name}" is registered twice`);
    const attempts = definition.attempts ?? DEFAULT_ATTEMPTS;
    const backoffMs = definition.backoffMs ?? DEFAULT_BACKOFF_MS;
    if (!Number.isInteger(attempts) || attempts < 1) throw new Error(`Job "${definition.name}": attempts must be a whole number >= 1`);
    if (!Number.isFinite(backoffMs) || backoffMs < 0) throw new Error(`Job "${definition.name}": backoffMs must be >= 0`);
    // The handler receives what was stored; its data type is the caller's promise.
    this.jobs.set(definition.name, { definition: definition as JobDefinition<unknown>, attempts, backoffMs });
  }

  get(name: string): RegisteredJob {
    const job = this.jobs.get(name);
    if (!job) throw new UnknownJobError(name);
    return job;
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }
}
