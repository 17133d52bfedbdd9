import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderOptions } from './pdf-renderer';
import type { PrintDocument } from './print-document';

/** One PDF to render, as the thread gets it. */
export interface PdfThreadRequest {
  id: number;
  document: PrintDocument;
  logo: Uint8Array | undefined;
  options: RenderOptions;
}

/** The thread's answer: the PDF, or why pdfkit refused (an error it reported itself). */
export type PdfThreadAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** A render that takes longer than this is given up (its job fails and may retry); the thread is replaced. */
const RENDER_TIMEOUT_MS = 30_000;
/** The thread's heap: a PDF of 1000 rows needs a fraction of it. */
const HEAP_MB = 256;
/** A thread with nothing to do for this long ends (it is started again when needed). */
const IDLE_MS = 60_000;

/**
 * The thread's entry: the compiled `.js` beside this file, or, when the server runs from
 * its TypeScript sources (jest), the `.ts` compiled in the thread by the test harness's
 * hook (test/support/register-ts.js), which only exists in a checkout.
 */
function startWorker(): Worker {
  const compiled = join(__dirname, 'pdf-render.thread.js');
  if (existsSync(compiled)) return new Worker(compiled, { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
  const register = join(__dirname, '..', '..', '..', '..', 'test', 'support', 'register-ts.js');
  return new Worker(`require(${JSON.stringify(join(__dirname, 'pdf-render.thread.ts'))})`, {
    eval: true,
    execArgv: ['--require', register],
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
  });
}

interface Pending {
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One render thread and the renders it has in hand. */
class RenderThread {
  private readonly worker = startWorker();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idle: NodeJS.Timeout | undefined;
  dead = false;

  constructor() {
    this.worker.on('message', (answer: PdfThreadAnswer) => {
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.settle(answer.id);
      if ('pdf' in answer) pending.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else pending.reject(new Error(`rendering the PDF failed: ${answer.error}`));
    });
    this.worker.on('error', (error: Error) => this.end(new Error(`rendering the PDF failed: ${error.message}`, { cause: error })));
    this.worker.on('exit', (code) => this.end(new Error(`the PDF render thread stopped (exit code ${code}) before it delivered the PDF`)));
    this.worker.unref(); // after the listeners (adding one refs it again): a render thread keeps no process alive
  }

  render(document: PrintDocument, logo: Buffer | undefined, options: RenderOptions): Promise<Buffer> {
    clearTimeout(this.idle);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.end(new Error(`rendering the PDF took longer than ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      const request: PdfThreadRequest = { id, document, logo: logo ? new Uint8Array(logo) : undefined, options };
      this.worker.postMessage(request);
    });
  }

  private settle(id: number): void {
    clearTimeout(this.pending.get(id)?.timer);
    this.pending.delete(id);
    if (this.pending.size === 0 && !this.dead) {
      this.idle = setTimeout(() => this.end(new Error('idle')), IDLE_MS);
      this.idle.unref();
    }
  }

  /** The thread failed, hung or idled: every render it had fails (a job retries), the next render starts a new thread. */
  private end(reason: Error): void {
    if (this.dead) return;
    this.dead = true;
    clearTimeout(this.idle);
    for (const [id, pending] of [...this.pending]) {
      clearTimeout(pending.timer);
      this.pending.delete(id);
      pending.reject(reason);
    }
    void this.worker.terminate();
  }
}

let thread: RenderThread | undefined;

/**
 * Renders a PDF (pdf-renderer.ts) in a worker thread: an error anywhere in pdfkit —
 * thrown, emitted as 'error' without a listener, or thrown inside one of its callbacks
 * (png-js inflating a damaged image: Z_DATA_ERROR) — ends that thread and rejects the
 * renders it had, so print jobs fail alone and the server never sees it. The thread is
 * kept for the next render (starting one and loading pdfkit and the fonts costs more
 * than a PDF), has a bounded heap, gives a render RENDER_TIMEOUT_MS and ends when idle.
 */
export function renderPdfInThread(document: PrintDocument, logo: Buffer | undefined, options: RenderOptions = {}): Promise<Buffer> {
  if (!thread || thread.dead) thread = new RenderThread();
  return thread.render(document, logo, options);
}
