// The entry of the thread that renders one PDF (pdf-thread.ts starts it): whatever pdfkit
// throws, emits or leaves uncaught ends this thread, never the server.
import { parentPort, workerData } from 'node:worker_threads';
import { renderPdf } from './pdf-renderer';
import type { PdfThreadInput } from './pdf-thread';

const { document, logo, options } = workerData as PdfThreadInput;
void renderPdf(document, logo ? Buffer.from(logo) : undefined, options).then((pdf) => {
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
  parentPort!.postMessage(bytes, [bytes.buffer]);
});
