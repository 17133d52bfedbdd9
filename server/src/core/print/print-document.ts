import type { Locale } from '@kollab/contracts';

/** One labelled value in the head of a printed item (`Status: Offen`). */
export interface PrintField {
  label: string;
  value: string;
}

/** A piece of text in one style. */
export interface PrintRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  /** Monospaced (code, pre). */
  mono?: boolean;
}

/**
 * A block of rich text as printed: a heading (h1–h3; h4–h6 print as h3), a paragraph
 * (indented one step per blockquote around it), a list item (its marker `•`, `◦` or `3.`,
 * indented by its list depth), a rule. `\n` in a run is a line break.
 */
export type PrintBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; runs: PrintRun[] }
  | { kind: 'paragraph'; runs: PrintRun[]; indent: number }
  | { kind: 'item'; marker: string; depth: number; runs: PrintRun[] }
  | { kind: 'rule' };

/** A titled block of rich text (a description, a protocol body). */
export interface PrintSection {
  heading: string;
  blocks: PrintBlock[];
}

/** A table (the task list print, an offer's positions): column headings, rows of cells, relative column widths. */
export interface PrintTable {
  columns: string[];
  widths: number[];
  rows: string[][];
  /** How each column's heading and cells align (left when not given): amounts right. */
  align?: Array<'left' | 'right'>;
  /** Start the table (and the sums after it) on a new page rather than split it, when it fits on one (an offer's positions). */
  keep_together?: boolean;
}

/** A letter's address block under the head: the recipient's address (left), facts about the document (right). */
export interface PrintLetter {
  /** The lines of the recipient's address (none: the facts alone). */
  recipient: string[];
  /** Number, date, validity …: labels left, values right-aligned. */
  facts: PrintField[];
}

/** A line of the sums under the table (subtotal, provision, total), right-aligned under its amounts; `total` bold below a rule. */
export interface PrintSum {
  label: string;
  value: string;
  total?: boolean;
}

/**
 * What a print job renders: already translated, policy-filtered and resolved to names by
 * the route that enqueued it, so the job needs nothing but the account's logo file.
 */
export interface PrintDocument {
  locale: Locale;
  account_name: string;
  /** The account's logo in the files store (PNG or JPEG are drawn; anything else is left out). */
  logo_file_id: string | null;
  /** The recipient's address and the document's facts, between the head and the title (an offer). */
  letter?: PrintLetter;
  title: string;
  /** A line in bold under the title (an offer's title under `Angebot ANG-3`). */
  subject?: string;
  /** A line under the title (`Gedruckt am 21.11.2026`); empty: none. */
  subtitle: string;
  fields: PrintField[];
  sections: PrintSection[];
  table?: PrintTable;
  /** Under the table: subtotal, provision, total. */
  sums?: PrintSum[];
  /** A closing remark (`1000 von 1200 Aufgaben`). */
  note?: string;
  /** `Seite 1 von 2` at the foot of every page, in these words (`Seite`, `von`). */
  page_numbers?: { page: string; of: string };
}

/** The data of every print job (the task list, a task, a protocol, an offer). */
export interface PrintJobData {
  account_id: string;
  document: PrintDocument;
}

/** The job kind that renders print documents (RenderPrintJob). */
export const RENDER_PRINT_JOB = 'RenderPrintJob';
