import { Worker } from 'node:worker_threads';

export interface ClientRun {
  /** Milliseconds per request, as each client saw them. */
  samples: number[];
  /** Answers with 202 (the read models did not catch up in time). */
  accepted: number;
  failures: string[];
  elapsedMs: number;
}

export interface ClientsOptions {
  url: string;
  headers: Record<string, string>;
  /** One client per entry: the task it changes. */
  taskIds: readonly string[];
  perClient: number;
  capMs: number;
}

/**
 * The clients of the command round trip, on their own thread: like real clients they
 * do not share the server's event loop (the bench runs the server in its own process),
 * so the time measured is the server's, not the load generator's. Each client sends
 * `PATCH v1/tasks/{id}/status`, alternating in_progress and open, one after another.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, taskIds, perClient, capMs } = workerData;
const samples = [];
const failures = [];
let accepted = 0;
const started = performance.now();
Promise.all(taskIds.map(async (id) => {
  for (let k = 0; k < perClient && performance.now() - started < capMs; k++) {
    const start = performance.now();
    const response = await fetch(url + '/api/v1/tasks/' + id + '/status', {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: k % 2 === 0 ? 'in_progress' : 'open' }),
    });
    await response.arrayBuffer();
    samples.push(performance.now() - start);
    if (response.status === 202) accepted++;
    else if (response.status !== 200) failures.push(id + ': HTTP ' + response.status);
  }
})).then(() => parentPort.postMessage({ samples, accepted, failures, elapsedMs: performance.now() - started }));
`;

export function runClientsInWorker(options: ClientsOptions): Promise<ClientRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SOURCE, { eval: true, workerData: options });
    worker.once('message', (run: ClientRun) => {
      resolve(run);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
