import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { PrintBlock, PrintDocument, PrintField, PrintLetter, PrintRun, PrintSum, PrintTable } from './print-document';

/**
 * DejaVu Sans (npm `dejavu-fonts-ttf`): Latin with every German letter, Greek, Cyrillic
 * and the usual symbols. Embedded (subset) in every PDF, so each viewer draws the text
 * with the widths it was laid out with; the standard PDF fonts are not embedded and
 * viewers substitute wider ones (labels ran into their values).
 */
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = {
  regular: join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
  italic: join(FONT_DIR, 'DejaVuSans-Oblique.ttf'),
  boldItalic: join(FONT_DIR, 'DejaVuSans-BoldOblique.ttf'),
  mono: join(FONT_DIR, 'DejaVuSansMono.ttf'),
} as const;
type FontName = keyof typeof FONTS;

/** A logo pdfkit can draw: PNG or JPEG, recognised by its first bytes (print-logo.ts makes every stored logo a PNG). */
export function drawableLogo(bytes: Buffer | undefined): Buffer | undefined {
  if (!bytes) return undefined;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg ? bytes : undefined;
}

export interface RenderOptions {
  /** Flate-compress content streams (default). */
  compress?: boolean;
}

const MARGIN = 50;
const LOGO_BOX: [number, number] = [150, 50];
const GREY = '#555555';
const LINE = '#999999';
const BLACK = '#000000';
/** Space between the label column and the value. */
const GUTTER = 12;
/** Indent per list level or quote. */
const STEP = 16;
const MARKER_WIDTH = 18;

/** The document and the helpers of one render. */
class Layout {
  readonly width: number;
  private readonly glyphs: { hasGlyphForCodePoint(codePoint: number): boolean } | undefined;

  constructor(readonly pdf: PDFKit.PDFDocument) {
    this.width = pdf.page.width - 2 * MARGIN;
    for (const [name, path] of Object.entries(FONTS)) pdf.registerFont(name, path);
    pdf.font('regular');
    // fontkit's face behind pdfkit's current font: which characters DejaVu has.
    this.glyphs = (pdf as unknown as { _font?: { font?: { hasGlyphForCodePoint(codePoint: number): boolean } } })._font?.font;
  }

  get bottom(): number {
    return this.pdf.page.height - MARGIN;
  }

  /** Starts a new page unless `height` still fits on this one. */
  room(height: number): void {
    if (this.pdf.y + height > this.bottom) this.newPage();
  }

  newPage(): void {
    this.pdf.addPage();
    this.pdf.x = MARGIN;
    this.pdf.y = MARGIN;
  }

  /** Control characters out, tabs as spaces, characters the font lacks as '?'. */
  text(value: string): string {
    let out = '';
    for (const char of value) {
      const code = char.codePointAt(0) ?? 0;
      if (char === '\n') out += char;
      else if (char === '\t') out += ' ';
      else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) continue;
      else out += this.glyphs && !this.glyphs.hasGlyphForCodePoint(code) ? '?' : char;
    }
    return out;
  }

  use(font: FontName, size: number, color = BLACK): this {
    this.pdf.font(font).fontSize(size).fillColor(color);
    return this;
  }

  height(value: string, font: FontName, size: number, width: number): number {
    this.use(font, size);
    return this.pdf.heightOfString(this.text(value) || ' ', { width });
  }

  rule(y: number): void {
    this.pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
  }
}

const runFont = (run: PrintRun): FontName =>
  run.mono ? 'mono' : run.bold && run.italic ? 'boldItalic' : run.bold ? 'bold' : run.italic ? 'italic' : 'regular';

/** The account's logo (left) and name (right) above a rule. */
function drawHead(layout: Layout, document: PrintDocument, logo: Buffer | undefined): void {
  const { pdf } = layout;
  let logoDrawn = false;
  const image = drawableLogo(logo);
  if (image) {
    try {
      pdf.image(image, MARGIN, MARGIN, { fit: LOGO_BOX, valign: 'center' });
      logoDrawn = true;
    } catch {
      // A logo pdfkit cannot read: the head has the name alone.
    }
  }
  const nameWidth = logoDrawn ? layout.width - LOGO_BOX[0] - GUTTER : layout.width;
  layout.use('bold', 11).pdf.text(layout.text(document.account_name), MARGIN + layout.width - nameWidth, MARGIN, {
    width: nameWidth,
    align: logoDrawn ? 'right' : 'left',
  });
  const below = Math.max(pdf.y, logoDrawn ? MARGIN + LOGO_BOX[1] : 0) + 6;
  layout.rule(below);
  pdf.x = MARGIN;
  pdf.y = below + 14;
}

/** Labels in a column of their own (as wide as the widest, at most a third), values wrapped beside them. */
function drawFields(layout: Layout, fields: readonly PrintField[]): void {
  if (fields.length === 0) return;
  const { pdf } = layout;
  layout.use('bold', 10);
  const widest = Math.max(...fields.map((field) => pdf.widthOfString(layout.text(field.label))));
  const labelWidth = Math.min(Math.ceil(widest) + 2, Math.floor(layout.width / 3));
  const valueX = MARGIN + labelWidth + GUTTER;
  const valueWidth = layout.width - labelWidth - GUTTER;
  for (const field of fields) {
    const label = layout.text(field.label);
    const value = layout.text(field.value) || '–';
    const height = Math.max(layout.height(label, 'bold', 10, labelWidth), layout.height(value, 'regular', 10, valueWidth));
    layout.room(height);
    const top = pdf.y;
    layout.use('bold', 10).pdf.text(label, MARGIN, top, { width: labelWidth });
    layout.use('regular', 10).pdf.text(value, valueX, top, { width: valueWidth });
    pdf.x = MARGIN;
    pdf.y = top + height + 3;
  }
}

/** Share of the width the recipient's address takes; the facts have the rest, after a gutter. */
const RECIPIENT_SHARE = 0.55;

/**
 * A letter's address block: the recipient's address lines (left, as a window envelope
 * shows them) and the facts (right: labels left, values right-aligned), side by side.
 */
function drawLetter(layout: Layout, letter: PrintLetter): void {
  const { pdf } = layout;
  const top = pdf.y;
  const recipientWidth = Math.floor(layout.width * RECIPIENT_SHARE);
  const factsX = MARGIN + recipientWidth + GUTTER * 2;
  const factsWidth = MARGIN + layout.width - factsX;
  let left = top;
  letter.recipient.forEach((line, index) => {
    layout.use(index === 0 ? 'bold' : 'regular', 10).pdf.text(layout.text(line) || ' ', MARGIN, left, { width: recipientWidth });
    left = pdf.y;
  });
  let right = top;
  layout.use('regular', 9);
  const labelWidth = Math.min(Math.ceil(Math.max(0, ...letter.facts.map((fact) => pdf.widthOfString(layout.text(fact.label))))) + 2, factsWidth / 2);
  for (const fact of letter.facts) {
    const label = layout.text(fact.label);
    const value = layout.text(fact.value) || '–';
    const valueWidth = factsWidth - labelWidth - GUTTER;
    const height = Math.max(layout.height(label, 'regular', 9, labelWidth), layout.height(value, 'regular', 10, valueWidth));
    layout.use('regular', 9, GREY).pdf.text(label, factsX, right + 1, { width: labelWidth });
    layout.use('regular', 10).pdf.text(value, factsX + labelWidth + GUTTER, right, { width: valueWidth, align: 'right' });
    right += height + 2;
  }
  pdf.x = MARGIN;
  pdf.y = Math.max(left, right) + 24;
}

/** Runs of styled text from (x, current y), wrapped into `width`; pdfkit moves on to new pages itself. */
function drawRuns(layout: Layout, runs: readonly PrintRun[], x: number, width: number, size: number, bold = false): void {
  const { pdf } = layout;
  const top = pdf.y;
  runs.forEach((run, index) => {
    const font = runFont(bold ? { ...run, bold: true } : run);
    layout.use(font, run.mono ? size - 1 : size);
    const options: PDFKit.Mixins.TextOptions = { width, continued: index < runs.length - 1, underline: !!run.underline, strike: !!run.strike };
    if (index === 0) pdf.text(layout.text(run.text), x, top, options);
    else pdf.text(layout.text(run.text), options);
  });
  pdf.x = MARGIN;
}

const HEADING_SIZES = { 1: 14, 2: 12.5, 3: 11 } as const;

function drawBlocks(layout: Layout, blocks: readonly PrintBlock[]): void {
  const { pdf } = layout;
  for (const block of blocks) {
    if (block.kind === 'rule') {
      layout.room(10);
      layout.rule(pdf.y + 4);
      pdf.y += 10;
      continue;
    }
    if (block.kind === 'heading') {
      const size = HEADING_SIZES[block.level];
      pdf.y += 4;
      layout.room(size * 2.6); // a heading never ends a page alone
      drawRuns(layout, block.runs, MARGIN, layout.width, size, true);
      pdf.y += 2;
      continue;
    }
    const size = 10;
    layout.room(size * 1.3);
    if (block.kind === 'item') {
      const markerX = MARGIN + (block.depth - 1) * STEP;
      const top = pdf.y;
      if (block.marker) layout.use('regular', size).pdf.text(block.marker, markerX, top, { width: MARKER_WIDTH, lineBreak: false });
      pdf.y = top;
      drawRuns(layout, block.runs, markerX + MARKER_WIDTH, layout.width - (markerX + MARKER_WIDTH - MARGIN), size);
      pdf.y += 1;
    } else {
      const x = MARGIN + block.indent * STEP;
      if (block.indent > 0)
        pdf
          .save()
          .moveTo(x - 8, pdf.y)
          .lineTo(x - 8, pdf.y + size * 1.2)
          .lineWidth(1.5)
          .strokeColor(LINE)
          .stroke()
          .restore();
      drawRuns(layout, block.runs, x, layout.width - block.indent * STEP, size);
      pdf.y += 4;
    }
  }
}

/**
 * A table whose cells wrap in their column: a row is as high as its highest cell; the
 * headings repeat on every page. `keep_together`: on a new page with what follows it
 * (`after` points) rather than split, unless it is longer than a page.
 */
function drawTable(layout: Layout, table: PrintTable, after = 0): void {
  const { pdf } = layout;
  const total = table.widths.reduce((sum, w) => sum + w, 0);
  const widths = table.widths.map((w) => (w / total) * layout.width);
  const pad = 3;
  const size = 9;
  const heightOf = (cells: readonly string[], font: FontName) =>
    Math.max(...cells.map((cell, i) => layout.height(cell, font, size, widths[i] - 2 * pad))) + 2 * pad;
  const row = (cells: readonly string[], font: FontName, shaded: boolean, height = heightOf(cells, font)) => {
    const top = pdf.y;
    if (shaded) pdf.save().rect(MARGIN, top, layout.width, height).fill('#eeeeee').restore();
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const align = table.align?.[i] ?? 'left';
      layout.use(font, size).pdf.text(layout.text(cell), x + pad, top + pad, { width: widths[i] - 2 * pad, align });
      x += widths[i];
    });
    layout.rule(top + height);
    pdf.x = MARGIN;
    pdf.y = top + height;
  };
  const headingHeight = heightOf(table.columns, 'bold');
  const heights = table.rows.map((cells) => heightOf(cells, 'regular'));
  const whole = headingHeight + heights.reduce((sum, height) => sum + height, 0) + after;
  if (table.keep_together && whole <= layout.bottom - MARGIN) layout.room(whole);
  else layout.room(headingHeight + size * 2);
  row(table.columns, 'bold', true);
  table.rows.forEach((cells, index) => {
    const height = heights[index];
    if (pdf.y + height > layout.bottom) {
      layout.newPage();
      row(table.columns, 'bold', true);
    }
    row(cells, 'regular', false, height);
  });
}

/** The width of the sums' amounts (as the last column of a positions table) and of their labels beside them. */
const SUM_VALUE_WIDTH = 120;
const SUM_LABEL_WIDTH = 200;

const SUM_SIZE = 10;
const SUM_PAD = 3;
const SUMS_ABOVE = 6;

/** The height of each line of the sums (the total's with its rule). */
const sumHeights = (layout: Layout, sums: readonly PrintSum[]): number[] =>
  sums.map((sum) => layout.height(sum.label, sum.total ? 'bold' : 'regular', SUM_SIZE, SUM_LABEL_WIDTH - SUM_PAD) + (sum.total ? 8 : 4));

/** How high the sums are drawn, the space above them included. */
const sumsHeight = (layout: Layout, sums: readonly PrintSum[]): number =>
  sums.length === 0 ? 0 : sumHeights(layout, sums).reduce((total, height) => total + height, SUMS_ABOVE);

/** The sums under a table, right-aligned: label, then amount at the right edge; the total bold below a rule. Kept together on one page. */
function drawSums(layout: Layout, sums: readonly PrintSum[]): void {
  const { pdf } = layout;
  const size = SUM_SIZE;
  const pad = SUM_PAD;
  const valueX = MARGIN + layout.width - SUM_VALUE_WIDTH;
  const labelX = valueX - SUM_LABEL_WIDTH;
  const heights = sumHeights(layout, sums);
  layout.room(sumsHeight(layout, sums));
  pdf.y += SUMS_ABOVE;
  sums.forEach((sum, index) => {
    const font: FontName = sum.total ? 'bold' : 'regular';
    if (sum.total) {
      pdf
        .moveTo(labelX, pdf.y)
        .lineTo(MARGIN + layout.width, pdf.y)
        .lineWidth(0.8)
        .strokeColor(BLACK)
        .stroke();
      pdf.y += 4;
    }
    const top = pdf.y;
    layout.use(font, size).pdf.text(layout.text(sum.label), labelX, top, { width: SUM_LABEL_WIDTH - pad, align: 'right' });
    layout.use(font, size).pdf.text(layout.text(sum.value), valueX, top, { width: SUM_VALUE_WIDTH - pad, align: 'right' });
    pdf.x = MARGIN;
    pdf.y = top + heights[index] - (sum.total ? 4 : 0);
  });
}

/** `Seite 1 von 2` at the foot of every page (the pages are buffered for it), right-aligned in the bottom margin. */
function drawPageNumbers(layout: Layout, words: { page: string; of: string }): void {
  const { pdf } = layout;
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // Text below the bottom margin would start a new page: the margin is lifted while the foot is drawn.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    layout
      .use('regular', 8, GREY)
      .pdf.text(layout.text(`${words.page} ${index - start + 1} ${words.of} ${count}`), MARGIN, pdf.page.height - MARGIN + 18, {
        width: layout.width,
        align: 'right',
        lineBreak: false,
      });
    pdf.page.margins.bottom = margin;
  }
}

/**
 * Renders a print document to PDF bytes (A4, DejaVu Sans embedded, no remote fetches):
 * the account's logo and name at the top, a letter's address block, the title (and a
 * subject), the labelled fields in two columns, the rich-text sections, a table and its
 * sums, a closing note, page numbers. Runs in a thread of its own
 * (pdf-thread.ts).
 */
export function renderPdf(document: PrintDocument, logo: Buffer | undefined, options: RenderOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      compress: options.compress ?? true,
      // Page numbers need every page at the end (`Seite 1 von 2`).
      bufferPages: document.page_numbers !== undefined,
      lang: document.locale,
      info: { Title: document.title, Author: document.account_name, Creator: 'kollab' },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    try {
      const layout = new Layout(pdf);
      drawHead(layout, document, logo);
      if (document.letter) drawLetter(layout, document.letter);
      layout.use('bold', 16).pdf.text(layout.text(document.title), MARGIN, pdf.y, { width: layout.width });
      if (document.subject) {
        pdf.y += 2;
        layout.use('bold', 12).pdf.text(layout.text(document.subject), MARGIN, pdf.y, { width: layout.width });
      }
      if (document.subtitle) layout.use('regular', 9, GREY).pdf.text(layout.text(document.subtitle), MARGIN, pdf.y, { width: layout.width });
      pdf.y += 10;
      drawFields(layout, document.fields);
      for (const section of document.sections) {
        pdf.y += 10;
        layout.room(40);
        layout.use('bold', 12).pdf.text(layout.text(section.heading), MARGIN, pdf.y, { width: layout.width });
        layout.rule(pdf.y + 1);
        pdf.y += 6;
        drawBlocks(layout, section.blocks);
      }
      if (document.table) {
        pdf.y += document.sections.length > 0 ? 14 : 6;
        drawTable(layout, document.table, sumsHeight(layout, document.sums ?? []));
      }
      if (document.sums && document.sums.length > 0) drawSums(layout, document.sums);
      if (document.note) {
        pdf.y += 10;
        layout.room(14);
        layout.use('regular', 9, GREY).pdf.text(layout.text(document.note), MARGIN, pdf.y, { width: layout.width });
      }
      if (document.page_numbers) drawPageNumbers(layout, document.page_numbers);
      pdf.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
