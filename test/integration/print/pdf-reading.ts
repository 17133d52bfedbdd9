import { inflateSync } from 'node:zlib';
import type { Caller } from '../protocols/protocols-fixture';

/** The WinAnsi bytes the assertions meet that Latin-1 reads differently. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x84: '„', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—' };

const decodeHex = (hex: string): string =>
  Buffer.from(hex.replace(/\s+/g, ''), 'hex').reduce((text, byte) => text + (WIN_ANSI[byte] ?? String.fromCharCode(byte)), '');

/** The content streams of a PDF, inflated where they are flate-compressed. */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(raw); match; match = pattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    if (/\/Subtype\s*\/Image/.test(match[1])) continue;
    try {
      out.push((/\/FlateDecode/.test(match[1]) ? inflateSync(bytes) : bytes).toString('latin1'));
    } catch {
      // not a flate stream we can read (fonts, images): no text in it
    }
  }
  return out;
}

/**
 * The text of a PDF as pdfkit writes it with the standard fonts: every `[<hex> kern <hex>] TJ`
 * or `<hex> Tj` is one piece of a line, the hex strings in WinAnsi; lines joined by '\n'.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of streams(pdf)) {
    const operators = /\[((?:\s*<[0-9a-fA-F\s]*>\s*-?[\d.]*)*)\s*\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj/g;
    for (let match = operators.exec(content); match; match = operators.exec(content)) {
      const hexes = match[1] !== undefined ? [...match[1].matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => m[1]) : [match[2]];
      lines.push(hexes.map(decodeHex).join(''));
    }
  }
  return lines.join('\n');
}

/** How many image XObjects the PDF has (the logo). */
export const imageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length;

export interface PdfResponse {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** The JSON error body, when the answer is not a PDF. */
  error?: { code: string };
}

/** GET of a print route as the caller, the body kept as bytes. */
export async function fetchPdf(base: string, caller: Caller, path: string, headers: Record<string, string> = {}): Promise<PdfResponse> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${caller.user.token}`, account: caller.sig, ...headers } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.includes('json') ? (JSON.parse(bytes.toString('utf8')) as { code: string }) : undefined;
  return { status: response.status, headers: response.headers, bytes, error: json };
}
