// The entry of the thread that renders PDFs (pdf-thread.ts starts it and sends it one
// message per PDF): whatever pdfkit throws, emits or leaves uncaught ends this thread,
// never the server.
import { parentPort } from 'node:worker_threads';
import { renderPdf } from './pdf-renderer';
import type { PdfThreadAnswer, PdfThreadRequest } from './pdf-thread';

const port = parentPort!;
port.on('message', ({ id, document, logo, options }: PdfThreadRequest) => {
  renderPdf(document, logo ? Buffer.from(logo) : undefined, options).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
      port.postMessage({ id, pdf: bytes } satisfies PdfThreadAnswer, [bytes.buffer]);
    },
    (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies PdfThreadAnswer),
  );
});
