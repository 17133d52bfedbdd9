/**
 * How log lines look. JSON lines (pino) for machines: when stdout is not a terminal, or
 * LOG_FORMAT=json. One readable line per entry for a person at a terminal:
 * `12:03:04 INFO  [Demo] demo data: 6 users ...  key=value`. No dependency: the pretty
 * form is a pino destination that rewrites each JSON line.
 */
export type LogFormat = 'json' | 'pretty';

const LEVELS: Record<number, [string, string]> = {
  10: ['TRACE', '\x1b[90m'],
  20: ['DEBUG', '\x1b[36m'],
  30: ['INFO ', '\x1b[32m'],
  40: ['WARN ', '\x1b[33m'],
  50: ['ERROR', '\x1b[31m'],
  60: ['FATAL', '\x1b[35m'],
};
const RESET = '\x1b[0m';
const DIM = '\x1b[2m';
/** Keys shown in the line's head, or not at all. */
const OWN_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'context', 'msg', 'err', 'req', 'res', 'responseTime']);

/** `auto` (the config's default): pretty at a terminal, JSON otherwise. */
export function resolveLogFormat(setting: LogFormat | 'auto', isTty = Boolean(process.stdout.isTTY)): LogFormat {
  return setting === 'auto' ? (isTty ? 'pretty' : 'json') : setting;
}

function value(raw: unknown): string {
  if (typeof raw === 'string') return /\s/.test(raw) ? JSON.stringify(raw) : raw;
  return JSON.stringify(raw);
}

/** One pino JSON line as one readable line (an error's stack on the lines after it). */
export function prettyLine(json: string, colour = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const [label, tint] = LEVELS[Number(entry.level)] ?? ['LOG  ', ''];
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const context = typeof entry.context === 'string' ? `[${entry.context}] ` : '';
  const extras = Object.keys(entry)
    .filter((key) => !OWN_KEYS.has(key) && entry[key] !== undefined)
    .map((key) => `${key}=${value(entry[key])}`);
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  const paint = (text: string, code: string) => (colour && code ? `${code}${text}${RESET}` : text);
  let line = `${paint(time, DIM)} ${paint(label, tint)} ${paint(context, DIM)}${String(entry.msg ?? '')}`;
  if (extras.length > 0) line += `  ${paint(extras.join(' '), DIM)}`;
  if (err?.stack) line += `\n${err.stack}`;
  else if (err?.message) line += `  ${err.type ?? 'Error'}: ${err.message}`;
  return `${line}\n`;
}

/** A pino destination writing pretty lines to `out` (stdout). */
export function prettyDestination(out: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout): { write(json: string): void } {
  const colour = Boolean(out.isTTY) && !process.env.NO_COLOR;
  return { write: (json) => void out.write(prettyLine(json, colour)) };
}
