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

/** A table (the task list print): column headings, rows of cells, relative column widths. */
export interface PrintTable {
  columns: string[];
  widths: number[];
  rows: string[][];
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
  title: string;
  /** A line under the title (`Gedruckt am 21.11.2026`). */
  subtitle: string;
  fields: PrintField[];
  sections: PrintSection[];
  table?: PrintTable;
  /** A closing remark (`1000 von 1200 Aufgaben`). */
  note?: string;
}

/** The data of every print job (PrintTasksJob, PrintProtocolJob). */
export interface PrintJobData {
  account_id: string;
  document: PrintDocument;
}

/** The job kind that renders print documents (RenderPrintJob). */
export const RENDER_PRINT_JOB = 'RenderPrintJob';
