import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';

/**
 * Tables written as a spreadsheet (xlsx) or CSV, streamed row by row so that memory stays
 * bounded however many rows there are (the survey results' export; the exports and scheduled
 * reports of issue 16). One set of rules for both formats:
 * - a text cell a spreadsheet could take for a formula or a DDE payload (starting with =, +, -,
 *   @, a tab or a carriage return) is written with a leading apostrophe: item titles, names
 *   and answers come from users;
 * - numbers stay numbers, dates are dates (xlsx: date cells in the locale's format; CSV: the
 *   locale's text, UTC), booleans the locale's words;
 * - CSV is UTF-8 with a byte order mark (so that Excel reads umlauts), records end with CRLF,
 *   fields are quoted as RFC 4180 says; the separator is `;` for German (where `,` is the
 *   decimal mark, as the numbers are written) and `,` for English;
 * - xlsx: one sheet per section; its header row bold, frozen, with an autofilter.
 */
export type TableLocale = 'de' | 'en';
export type TableFormat = 'xlsx' | 'csv';
/** A calendar day (`YYYY-MM-DD`, a task's due date): a date cell without a time. */
export class TableDay {
  constructor(readonly day: string) {}

  /** Midnight UTC of the day, as the spreadsheet's date value. */
  toDate(): Date {
    return new Date(`${this.day}T00:00:00Z`);
  }
}

/** A day cell of `day`, or an empty cell for none. */
export const dayCell = (day: string | null | undefined): TableDay | null => (day ? new TableDay(day.slice(0, 10)) : null);

export type TableCell = string | number | boolean | Date | TableDay | null;

export interface TableRow {
  cells: TableCell[];
}

export interface TableSection {
  /** The sheet's name (xlsx), a line of its own before the rows (CSV). */
  name: string;
  /** The column titles: the first row, bold, frozen and filtered (xlsx). */
  header?: TableCell[];
  /** Rows, streamed: an array, or any (async) iterable that makes them as it goes. */
  rows: Iterable<TableRow> | AsyncIterable<TableRow>;
  /** Column widths in characters (xlsx), from the first column on. */
  widths?: number[];
}

export const TABLE_CONTENT_TYPES: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Starts a formula (or a DDE payload) in Excel, LibreOffice or Google Sheets when it opens a text cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as written: with a leading apostrophe when a spreadsheet could take it for a formula. */
export function safeCellText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const WORDS: Record<TableLocale, { yes: string; no: string; dateTime: string; date: string }> = {
  de: { yes: 'Ja', no: 'Nein', dateTime: 'dd.mm.yyyy hh:mm', date: 'dd.mm.yyyy' },
  en: { yes: 'Yes', no: 'No', dateTime: 'yyyy-mm-dd hh:mm', date: 'yyyy-mm-dd' },
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** A time in UTC as the locale writes it (CSV). */
function dateTimeText(date: Date, locale: TableLocale): string {
  const [y, m, d, hh, mm] = [
    date.getUTCFullYear(),
    pad(date.getUTCMonth() + 1),
    pad(date.getUTCDate()),
    pad(date.getUTCHours()),
    pad(date.getUTCMinutes()),
  ];
  return locale === 'de' ? `${d}.${m}.${y} ${hh}:${mm}` : `${y}-${m}-${d} ${hh}:${mm}`;
}

const separatorOf = (locale: TableLocale): string => (locale === 'de' ? ';' : ',');

/** One CSV field: the cell as the locale writes it, escaped, quoted when it must be. */
export function csvField(cell: TableCell, locale: TableLocale): string {
  const separator = separatorOf(locale);
  let text: string;
  if (cell === null) text = '';
  else if (typeof cell === 'number') text = locale === 'de' ? String(cell).replace('.', ',') : String(cell);
  else if (typeof cell === 'boolean') text = cell ? WORDS[locale].yes : WORDS[locale].no;
  else if (cell instanceof Date) text = dateTimeText(cell, locale);
  else if (cell instanceof TableDay) text = locale === 'de' ? `${cell.day.slice(8, 10)}.${cell.day.slice(5, 7)}.${cell.day.slice(0, 4)}` : cell.day;
  else text = safeCellText(cell);
  // RFC 4180: a field holding the separator, a quote or a line break is quoted, its quotes doubled.
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Writes `chunk`, waiting for the stream to drain when its buffer is full (bounded memory). */
async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', resolve));
}

/** The CSV of the sections, one after the other, each under its name, a blank line between. */
export async function writeCsv(sections: readonly TableSection[], locale: TableLocale, out: Writable): Promise<void> {
  const separator = separatorOf(locale);
  await write(out, '\uFEFF');
  for (const [index, section] of sections.entries()) {
    await write(out, `${index > 0 ? '\r\n' : ''}${csvField(section.name, locale)}\r\n`);
    if (section.header) await write(out, `${section.header.map((cell) => csvField(cell, locale)).join(separator)}\r\n`);
    for await (const row of section.rows) await write(out, `${row.cells.map((cell) => csvField(cell, locale)).join(separator)}\r\n`);
  }
  out.end();
  await finished(out);
}

/** An xlsx cell's value: escaped text, the locale's words for booleans; numbers and dates as they are. */
const xlsxValue = (cell: TableCell, locale: TableLocale): ExcelJS.CellValue =>
  typeof cell === 'string'
    ? safeCellText(cell)
    : typeof cell === 'boolean'
      ? cell
        ? WORDS[locale].yes
        : WORDS[locale].no
      : cell instanceof TableDay
        ? cell.toDate()
        : cell;

/**
 * The workbook, streamed (exceljs' WorkbookWriter: each row is committed as it is written, no
 * workbook held in memory): one sheet per section.
 */
export async function writeXlsx(sections: readonly TableSection[], locale: TableLocale, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const styles: Record<'plain' | 'date' | 'dateTime', Partial<ExcelJS.Style>> = {
    plain: {},
    date: { numFmt: WORDS[locale].date },
    dateTime: { numFmt: WORDS[locale].dateTime },
  };
  for (const section of sections) {
    const { header } = section;
    // a streamed sheet writes its views first: the header is known before any row
    const sheet = workbook.addWorksheet(section.name.slice(0, 31), header ? { views: [{ state: 'frozen', ySplit: 1 }] } : {});
    sheet.columns = (section.widths ?? []).map((width) => ({ width }));
    if (header) {
      const titles = sheet.addRow(header.map((cell) => xlsxValue(cell, locale)));
      titles.font = { bold: true };
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, header.length) } };
      titles.commit();
    }
    // One style object per format, shared by every cell that has it: exceljs looks a style up by
    // the object's identity first, and builds and compares its XML for every new object (a
    // style per cell cost half of the writing time).
    for await (const row of section.rows) {
      const added = sheet.addRow(row.cells.map((cell) => xlsxValue(cell, locale)));
      row.cells.forEach((cell, index) => {
        added.getCell(index + 1).style = cell instanceof Date ? styles.dateTime : cell instanceof TableDay ? styles.date : styles.plain;
      });
      added.commit();
    }
    sheet.commit();
  }
  await workbook.commit();
}

/** The file of the sections in one buffer (small tables: a survey's results). */
export async function tableFile(format: TableFormat, sections: readonly TableSection[], locale: TableLocale): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await (format === 'csv' ? writeCsv(sections, locale, out) : writeXlsx(sections, locale, out));
  await done;
  return Buffer.concat(chunks);
}
