import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

/** A file name of letters, digits, '-', '_' and '.' only (numbers like AUF-12 stay as they are). */
export function printFileName(base: string): string {
  const safe = base
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  return `${safe || 'print'}.pdf`;
}

/** Answers a printed PDF as a download under a server-made name; never sniffed, never cached. */
export function pdfResponse(response: Response, pdf: Buffer, fileName: string): StreamableFile {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  return new StreamableFile(pdf, { type: 'application/pdf', length: pdf.length, disposition: `attachment; filename="${printFileName(fileName)}"` });
}
