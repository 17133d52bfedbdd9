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
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, taskIds, perClient, capMs } = workerData;
const target = new URL(url);
// Plain node:http with kept-alive connections, one per client: fetch (undici) costs
// several times the CPU per request, which this 2-core machine takes from the server.
const agent = new http.Agent({ keepAlive: true, maxSockets: taskIds.length });
const samples = [];
const failures = [];
let accepted = 0;
const started = performance.now();
function patch(id, body) {
  return new Promise((resolve, reject) => {
    const request = http.request({
      agent, host: target.hostname, port: target.port, method: 'PATCH', path: '/api/v1/tasks/' + id + '/status',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
Promise.all(taskIds.map(async (id) => {
  for (let k = 0; k < perClient && performance.now() - started < capMs; k++) {
    const start = performance.now();
    const status = await patch(id, JSON.stringify({ status: k % 2 === 0 ? 'in_progress' : 'open' }));
    samples.push(performance.now() - start);
    if (status === 202) accepted++;
    else if (status !== 200) failures.push(id + ': HTTP ' + status);
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
