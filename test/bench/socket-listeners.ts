import { Worker } from 'node:worker_threads';

export interface Listener {
  id: string;
  token: string;
  sig: string;
}

/**
 * Many users' sockets on their own thread, like real clients on other machines: the
 * server's event loop does not also parse what it pushed, so the time measured is the
 * server's, not the listeners'. Each socket records when it first got `event` in the
 * current round; times are epoch milliseconds (`performance.timeOrigin + now()`), the
 * same clock on both threads.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { io } = require(workerData.client);
const { url, listeners, event } = workerData;
const now = () => performance.timeOrigin + performance.now();
const sockets = [];
const arrivals = new Map();
let round = 0;
function connect(listener) {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token: listener.token, account: listener.sig } });
  socket.on(event, () => {
    const key = round + '.' + listener.id;
    if (!arrivals.has(key)) arrivals.set(key, now());
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
}
async function collect(wanted, until) {
  const arrived = () => listeners.filter((l) => arrivals.has(wanted + '.' + l.id)).length;
  while (arrived() < listeners.length && Date.now() < until) await new Promise((r) => setTimeout(r, 2));
  return listeners.flatMap((l) => (arrivals.has(wanted + '.' + l.id) ? [arrivals.get(wanted + '.' + l.id)] : []));
}
parentPort.on('message', async (message) => {
  if (message.type === 'round') {
    round = message.round;
    parentPort.postMessage({ type: 'round' });
  } else if (message.type === 'collect') {
    parentPort.postMessage({ type: 'arrivals', times: await collect(message.round, Date.now() + message.waitMs) });
  } else if (message.type === 'close') {
    sockets.forEach((socket) => socket.close());
    parentPort.postMessage({ type: 'closed' });
  }
});
(async () => {
  for (let i = 0; i < listeners.length; i += 20) await Promise.all(listeners.slice(i, i + 20).map(connect));
  parentPort.postMessage({ type: 'ready', sockets: sockets.length });
})().catch((error) => parentPort.postMessage({ type: 'failed', message: String(error && error.message ? error.message : error) }));
`;

export class SocketListeners {
  private constructor(private readonly worker: Worker) {}

  /** Connects one socket per listener (twenty at a time) and resolves once all are connected. */
  static async connect(url: string, listeners: readonly Listener[], event: string): Promise<SocketListeners> {
    const worker = new Worker(SOURCE, { eval: true, workerData: { url, listeners, event, client: require.resolve('socket.io-client') } });
    const ready = await next<{ type: string; message?: string }>(worker);
    if (ready.type !== 'ready') {
      await worker.terminate();
      throw new Error(`the listeners did not connect: ${ready.message}`);
    }
    return new SocketListeners(worker);
  }

  /** From now on, first arrivals count for `round`. */
  async startRound(round: number): Promise<void> {
    this.worker.postMessage({ type: 'round', round });
    await next(this.worker);
  }

  /** The arrival times of `round` (epoch ms), once every listener has one or `waitMs` passed. */
  async arrivals(round: number, waitMs: number): Promise<number[]> {
    this.worker.postMessage({ type: 'collect', round, waitMs });
    return (await next<{ times: number[] }>(this.worker)).times;
  }

  async close(): Promise<void> {
    this.worker.postMessage({ type: 'close' });
    await next(this.worker);
    await this.worker.terminate();
  }
}

/** The same clock as the listeners' arrival times. */
export const epochMs = (): number => performance.timeOrigin + performance.now();

function next<T>(worker: Worker): Promise<T> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    worker.once('error', onError);
    worker.once('message', (message: T) => {
      worker.off('error', onError);
      resolve(message);
    });
  });
}
