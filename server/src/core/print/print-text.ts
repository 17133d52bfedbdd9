import { createRequire } from 'node:module';
import { formatHundredths, type Locale } from '@kollab/contracts';
import type { PrintBlock, PrintRun } from './print-document';

/** YYYY-MM-DD (or an ISO time) as DD.MM.YYYY (seed §9); '' for none. */
export function printDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/**
 * A count of hundredths (cents, hundredths of an hour or of a percent) as the locale writes
 * it, exactly (no floating point): `1.234,56` (de), `1,234.56` (en).
 */
export function printDecimal(hundredths: number, locale: Locale): string {
  const [integer, decimals] = formatHundredths(hundredths).replace('-', '').split('.');
  const [group, point] = locale === 'de' ? ['.', ','] : [',', '.'];
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${hundredths < 0 ? '-' : ''}${grouped}${point}${decimals}`;
}

/** An amount in cents as money in euros: `1.234,56 €` (de), `€1,234.56` (en). */
export function printAmount(cents: number, locale: Locale): string {
  const number = printDecimal(Math.abs(cents), locale);
  const sign = cents < 0 ? '-' : '';
  return locale === 'de' ? `${sign}${number} €` : `${sign}€${number}`;
}

/** What is used here of htmlparser2's streaming parser. */
interface HtmlParser {
  write(html: string): void;
  end(): void;
}
type HtmlParserClass = new (
  handler: {
    onopentag(name: string, attributes: Record<string, string>): void;
    onclosetag(name: string): void;
    ontext(text: string): void;
  },
  options: { decodeEntities: boolean; lowerCaseTags: boolean },
) => HtmlParser;

/**
 * htmlparser2 as sanitize-html (core/rich-text) uses it: the parser that read this HTML
 * when it was sanitised on write reads it again for printing (resolved from
 * sanitize-html, whose CommonJS build it is).
 */
const { Parser } = createRequire(require.resolve('sanitize-html'))('htmlparser2') as { Parser: HtmlParserClass };

type Style = Omit<PrintRun, 'text'>;
type Open = { kind: 'heading'; level: 1 | 2 | 3 } | { kind: 'paragraph'; indent: number } | { kind: 'item'; marker: string; depth: number };

const HEADING = /^h([1-6])$/;
const STYLES: Record<string, keyof Style> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  strike: 'strike',
  del: 'strike',
  code: 'mono',
  pre: 'mono',
};
/** Elements whose content is not text (sanitising removed them; printing skips them anyway). */
const SKIPPED = new Set(['script', 'style', 'template', 'textarea', 'svg', 'math', 'iframe', 'object', 'noscript']);

/** Adjacent runs of one style as one; blank space trimmed at the block's ends. */
function tidy(runs: PrintRun[]): PrintRun[] {
  const merged: PrintRun[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    const same = last && (['bold', 'italic', 'underline', 'strike', 'mono'] as const).every((key) => !!last[key] === !!run[key]);
    if (same) last.text += run.text;
    else merged.push({ ...run });
  }
  if (merged.length > 0) merged[0].text = merged[0].text.replace(/^[ \t]+/, '');
  if (merged.length > 0) merged[merged.length - 1].text = merged[merged.length - 1].text.replace(/\s+$/, '');
  return merged.filter((run) => run.text !== '');
}

/**
 * Sanitised rich text (core/rich-text) as printable blocks: headings h1–h3 (h4–h6 as h3),
 * paragraphs, list items with their bullets or numbers (nested lists indented, `<ol start>`
 * kept), quotes indented, bold, italic, underline, strike-through and code as styles, line
 * breaks, rules; a table row as one line of its cells. Pictures and link targets are left
 * out (their text stays); entities are decoded by the parser.
 */
export function htmlToBlocks(html: string | null | undefined): PrintBlock[] {
  const blocks: PrintBlock[] = [];
  if (!html) return blocks;
  const styles: Record<keyof Style, number> = { bold: 0, italic: 0, underline: 0, strike: 0, mono: 0 };
  const lists: Array<{ ordered: boolean; next: number }> = [];
  let quotes = 0;
  let pre = 0;
  let skipped = 0;
  let cellsInRow = 0;
  let open: Open | undefined;
  let runs: PrintRun[] = [];

  const flush = () => {
    const kept = tidy(runs);
    if (open && kept.length > 0) blocks.push({ ...open, runs: kept } as PrintBlock);
    open = undefined;
    runs = [];
  };
  const start = (block: Open) => {
    flush();
    open = block;
  };
  const add = (text: string) => {
    // Text outside any block: a paragraph, or inside a list item after its nested list, a line of that item.
    open ??= lists.length > 0 ? { kind: 'item', marker: '', depth: lists.length } : { kind: 'paragraph', indent: quotes };
    const style: Style = {};
    for (const key of Object.keys(styles) as Array<keyof Style>) if (styles[key] > 0) style[key] = true;
    runs.push({ text, ...style });
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED.has(name)) skipped += 1;
        if (skipped > 0) return;
        const heading = HEADING.exec(name);
        if (heading) start({ kind: 'heading', level: Math.min(Number(heading[1]), 3) as 1 | 2 | 3 });
        else if (name === 'p' || name === 'div' || name === 'caption') start({ kind: 'paragraph', indent: quotes });
        else if (name === 'pre') start({ kind: 'paragraph', indent: quotes });
        else if (name === 'tr') {
          start({ kind: 'paragraph', indent: quotes });
          cellsInRow = 0;
        } else if (name === 'td' || name === 'th') {
          if (cellsInRow++ > 0) add(' | ');
          if (name === 'th') styles.bold += 1;
        } else if (name === 'ul' || name === 'ol') {
          flush();
          const first = Number.parseInt(attributes.start ?? '', 10);
          lists.push({ ordered: name === 'ol', next: Number.isFinite(first) ? first : 1 });
        } else if (name === 'li') {
          const list = lists[lists.length - 1];
          const marker = !list ? '•' : list.ordered ? `${list.next++}.` : lists.length > 1 ? '◦' : '•';
          start({ kind: 'item', marker, depth: Math.max(lists.length, 1) });
        } else if (name === 'blockquote') {
          flush();
          quotes += 1;
        } else if (name === 'hr') {
          flush();
          blocks.push({ kind: 'rule' });
        } else if (name === 'br') add('\n');
        if (name === 'pre') pre += 1;
        const style = STYLES[name];
        if (style) styles[style] += 1;
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) {
          skipped = Math.max(0, skipped - 1);
          return;
        }
        if (skipped > 0) return;
        const style = STYLES[name];
        if (style) styles[style] = Math.max(0, styles[style] - 1);
        if (name === 'th') styles.bold = Math.max(0, styles.bold - 1);
        if (name === 'pre') pre = Math.max(0, pre - 1);
        if (HEADING.test(name) || ['p', 'div', 'caption', 'pre', 'tr', 'li'].includes(name)) flush();
        else if (name === 'ul' || name === 'ol') {
          flush();
          lists.pop();
        } else if (name === 'blockquote') {
          flush();
          quotes = Math.max(0, quotes - 1);
        }
      },
      ontext(text) {
        if (skipped > 0) return;
        let kept = pre > 0 ? text.replace(/\r\n?/g, '\n') : text.replace(/[\s\u00a0]+/g, ' ');
        // The parser hands text over in pieces (at entities, say): blank space folds across them too.
        if (pre === 0 && /[ \n]$/.test(runs[runs.length - 1]?.text ?? '\n')) kept = kept.replace(/^ /, '');
        if (kept === '' || (!open && kept.trim() === '')) return;
        add(kept);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}

/** The blocks' text, one line per block (markers included): for logs, tests and plain views. */
export function blocksText(blocks: readonly PrintBlock[]): string[] {
  return blocks.map((block) => {
    if (block.kind === 'rule') return '—';
    const text = block.runs.map((run) => run.text).join('');
    return block.kind === 'item' && block.marker ? `${block.marker} ${text}` : text;
  });
}
