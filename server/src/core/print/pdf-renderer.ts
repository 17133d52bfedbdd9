import PDFDocument from 'pdfkit';
import type { PrintDocument, PrintTable } from './print-document';

/** The characters the standard PDF fonts (WinAnsi) have beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The standard fonts cannot draw other characters: they become '?' rather than garbage. */
export function printable(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += (code >= 0x20 && code <= 0xff && (code < 0x7f || code > 0x9f)) || WIN_ANSI_EXTRA.has(char) ? char : char === '\t' ? ' ' : '?';
  }
  return out;
}

/** A logo pdfkit can draw: PNG or JPEG, recognised by its first bytes (WebP is not supported by pdfkit). */
export function drawableLogo(bytes: Buffer | undefined): Buffer | undefined {
  if (!bytes) return undefined;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg ? bytes : undefined;
}

export interface RenderOptions {
  /** Flate-compress content streams (default); tests may turn it off to read the text. */
  compress?: boolean;
}

const MARGIN = 50;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

function drawTable(pdf: PDFKit.PDFDocument, table: PrintTable): void {
  const width = pdf.page.width - 2 * MARGIN;
  const total = table.widths.reduce((sum, w) => sum + w, 0);
  const widths = table.widths.map((w) => (w / total) * width);
  const row = (cells: string[], font: string) => {
    pdf.font(font).fontSize(9);
    const height = Math.max(...cells.map((cell, i) => pdf.heightOfString(printable(cell), { width: widths[i] - 6 }))) + 6;
    if (pdf.y + height > pdf.page.height - MARGIN) pdf.addPage();
    const top = pdf.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      pdf.text(printable(cell), x + 3, top + 3, { width: widths[i] - 6 });
      x += widths[i];
    });
    pdf.moveTo(MARGIN, top + height).lineTo(MARGIN + width, top + height).lineWidth(0.5).strokeColor('#999999').stroke();
    pdf.x = MARGIN;
    pdf.y = top + height;
  };
  row(table.columns, BOLD);
  for (const cells of table.rows) row(cells, FONT);
}

/**
 * Renders a print document to PDF bytes with the standard fonts (no font files, no
 * remote fetches): the account's name and logo at the top, the title, the labelled
 * fields, the text sections, a table, a closing note.
 */
export function renderPdf(document: PrintDocument, logo: Buffer | undefined, options: RenderOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      compress: options.compress ?? true,
      lang: document.locale,
      info: { Title: printable(document.title), Author: printable(document.account_name), Creator: 'kollab' },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    try {
      const image = drawableLogo(logo);
      if (image) {
        pdf.image(image, pdf.page.width - MARGIN - 120, MARGIN, { fit: [120, 50], align: 'right' });
      }
      pdf.font(BOLD).fontSize(11).text(printable(document.account_name), MARGIN, MARGIN, { width: pdf.page.width - 2 * MARGIN - (image ? 130 : 0) });
      pdf.y = Math.max(pdf.y, image ? MARGIN + 60 : 0);
      pdf.moveDown(1);
      pdf.font(BOLD).fontSize(16).text(printable(document.title));
      pdf.font(FONT).fontSize(9).fillColor('#555555').text(printable(document.subtitle)).fillColor('#000000');
      pdf.moveDown(0.8);
      for (const field of document.fields) {
        pdf.font(BOLD).fontSize(10).text(`${printable(field.label)}: `, { continued: true }).font(FONT).text(printable(field.value || '–'));
      }
      for (const section of document.sections) {
        pdf.moveDown(0.8);
        pdf.font(BOLD).fontSize(12).text(printable(section.heading));
        pdf.font(FONT).fontSize(10);
        for (const line of section.lines) pdf.text(printable(line));
      }
      if (document.table) {
        pdf.moveDown(0.5);
        drawTable(pdf, document.table);
      }
      if (document.note) {
        pdf.moveDown(0.8);
        pdf.font(FONT).fontSize(9).text(printable(document.note));
      }
      pdf.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
