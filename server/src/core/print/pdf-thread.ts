import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderOptions } from './pdf-renderer';
import type { PrintDocument } from './print-document';

/** What the render thread gets (copied into it). */
export interface PdfThreadInput {
  document: PrintDocument;
  logo: Uint8Array | undefined;
  options: RenderOptions;
}

/** A render that takes longer than this is stopped (the job fails and may retry). */
const RENDER_TIMEOUT_MS = 30_000;
/** The render thread's heap: a PDF of 1000 rows needs a fraction of it. */
const HEAP_MB = 256;

/**
 * The thread's entry: the compiled `.js` beside this file, or, when the server runs from
 * its TypeScript sources (jest), the `.ts` compiled in the thread by the test harness's
 * hook (test/support/register-ts.js), which only exists in a checkout.
 */
function threadEntry(): { entry: string; execArgv: string[] } {
  const compiled = join(__dirname, 'pdf-render.thread.js');
  if (existsSync(compiled)) return { entry: compiled, execArgv: [] };
  const register = join(__dirname, '..', '..', '..', '..', 'test', 'support', 'register-ts.js');
  return { entry: join(__dirname, 'pdf-render.thread.ts'), execArgv: ['--require', register] };
}

/**
 * Renders a PDF in a worker thread of its own (pdf-renderer.ts): an error anywhere in
 * pdfkit — thrown, emitted as 'error' without a listener, or thrown inside one of its
 * callbacks (png-js inflating a damaged image: Z_DATA_ERROR) — ends that thread and
 * rejects this promise, so the print job fails alone and the server never sees it. The
 * thread also has a bounded heap and RENDER_TIMEOUT_MS.
 */
export function renderPdfInThread(document: PrintDocument, logo: Buffer | undefined, options: RenderOptions = {}): Promise<Buffer> {
  const { entry, execArgv } = threadEntry();
  const input: PdfThreadInput = { document, logo: logo ? new Uint8Array(logo) : undefined, options };
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry.endsWith('.ts') ? `require(${JSON.stringify(entry)})` : entry, {
      eval: entry.endsWith('.ts'),
      workerData: input,
      execArgv,
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new Error(`rendering the PDF took longer than ${RENDER_TIMEOUT_MS} ms`))), RENDER_TIMEOUT_MS);
    worker.once('message', (bytes: Uint8Array) => settle(() => resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))));
    worker.once('error', (error: Error) => settle(() => reject(new Error(`rendering the PDF failed: ${error.message}`, { cause: error }))));
    worker.once('exit', (code) => settle(() => reject(new Error(`the PDF render thread stopped (exit code ${code}) before it delivered a PDF`))));
  });
}
