import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export type JobsWorkerProcessOptions = { jobName: string; lockMs: number } & (
  { backend: 'bullmq'; redisUrl: string; prefix: string; queueName: string } | { backend: 'sql'; databaseUrl: string }
);

const ROOT = join(__dirname, '..', '..');

/** A worker process (jobs-worker-process.ts) and the lines it reports. */
export class JobsWorkerChild {
  private readonly lines: string[] = [];
  private readonly waiters: Array<{ match: RegExp; resolve: (line: string) => void }> = [];
  private stderr = '';
  private readonly exited: Promise<void>;

  private constructor(private readonly child: ChildProcess) {
    createInterface({ input: child.stdout! }).on('line', (line) => this.receive(line));
    child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  static spawn(options: JobsWorkerProcessOptions): JobsWorkerChild {
    const child = spawn(
      process.execPath,
      ['-r', './test/support/register-ts.js', 'test/support/jobs-worker-process.ts', JSON.stringify(options)],
      // Jest's NODE_OPTIONS (VM modules) mean nothing to a plain node process.
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' } },
    );
    return new JobsWorkerChild(child);
  }

  /** The first line (already printed or still to come) that matches. */
  line(match: RegExp): Promise<string> {
    const found = this.lines.find((line) => match.test(line));
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      this.waiters.push({ match, resolve });
      void this.exited.then(() => reject(new Error(`worker exited before printing ${match}; stderr: ${this.stderr}`)));
    });
  }

  /** SIGKILL: no shutdown hook runs, the job stays claimed by a dead worker. */
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  private receive(line: string): void {
    this.lines.push(line);
    for (const waiter of [...this.waiters]) {
      if (!waiter.match.test(line)) continue;
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  }
}
