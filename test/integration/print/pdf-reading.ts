import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Caller } from '../protocols/protocols-fixture';

/**
 * The text of a PDF as poppler's `pdftotext` reads it (Debian poppler-utils, installed by
 * infra/services.sh). `pdfText`: in the order it was drawn (`-raw`), so a table cell's
 * wrapped lines stay together, blanks folded to one space: `Status Offen` says a label
 * and its value share a line. `pdfLayoutText` (`-layout`): as the page shows it, the
 * columns of a line kept apart by blanks, so a test can measure where text stands.
 */
const pdftotext = (pdf: Buffer, mode: '-raw' | '-layout'): string =>
  execFileSync('pdftotext', [mode, '-enc', 'UTF-8', '-', '-'], { input: pdf, maxBuffer: 64 * 1024 * 1024 }).toString('utf8');

export const pdfText = (pdf: Buffer): string => pdftotext(pdf, '-raw').replace(/[ \t]+/g, ' ');

export const pdfLayoutText = (pdf: Buffer): string => pdftotext(pdf, '-layout');

/** A word of a page where the PDF draws it (points from the top left), as `pdftotext -bbox` reports it. */
export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Every word of a PDF with its box, in drawing order: exact positions in points, where
 * `pdfLayoutText`'s grid of characters can only guess (its column width follows the fonts
 * and text of the page). For a test that measures alignment or the room between label and value.
 */
export function pdfWords(pdf: Buffer): PdfWord[] {
  const xhtml = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], { input: pdf, maxBuffer: 64 * 1024 * 1024 }).toString('utf8');
  const words: PdfWord[] = [];
  let page = 0;
  for (const match of xhtml.matchAll(/<page\b|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
    if (match[0] === '<page') {
      page += 1;
      continue;
    }
    const [, xMin, yMin, xMax, yMax, text] = match;
    words.push({ page, text: unescapeXml(text), xMin: Number(xMin), xMax: Number(xMax), yMin: Number(yMin), yMax: Number(yMax) });
  }
  return words;
}

/** The fonts of a PDF as `pdffonts` lists them: name, and whether each is embedded. */
export function pdfFonts(pdf: Buffer): Array<{ name: string; embedded: boolean }> {
  const dir = mkdtempSync(join(tmpdir(), 'pdffonts-'));
  try {
    const file = join(dir, 'print.pdf');
    writeFileSync(file, pdf);
    const lines = execFileSync('pdffonts', [file])
      .toString('utf8')
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '');
    // name type… encoding emb sub uni object ID: the three yes/no columns come before the object id.
    return lines.map((line) => {
      const columns = line.trim().split(/\s+/);
      return { name: columns[0], embedded: columns[columns.length - 5] === 'yes' };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The pages of a PDF as PNG files in `dir` (`pdftoppm -r <dpi>`), their paths in page order. */
export function pdfPages(pdf: Buffer, dir: string, name: string, dpi = 70): string[] {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', file, join(dir, name)]);
  return readdirSync(dir)
    .filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.png'))
    .sort((a, b) => Number(/-(\d+)\.png$/.exec(a)?.[1]) - Number(/-(\d+)\.png$/.exec(b)?.[1]))
    .map((entry) => join(dir, entry));
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
