/**
 * A small MIME reader for the mail tests (no mail parser is a dependency): multipart trees,
 * base64 and quoted-printable bodies, RFC 2231 file names; what the SMTP sink or the outbox
 * received is read back to its attachments and text.
 */
/** A part of a MIME message: its headers (names in lower case), its raw body and, for multipart, its parts. */
export interface MimePart {
  headers: Map<string, string>;
  body: string;
  parts: MimePart[];
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '') };
}

/** A header value and its parameters, RFC 2231 continuations and charsets (`filename*0*=utf-8''…`) decoded. */
export function headerValue(value: string): { value: string; params: Map<string, string> } {
  const fields: string[] = [''];
  let quoted = false;
  for (const char of value) {
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) fields.push('');
    else fields[fields.length - 1] += char;
  }
  const pieces = new Map<string, Array<{ index: number; text: string; extended: boolean }>>();
  for (const field of fields.slice(1)) {
    const eq = field.indexOf('=');
    const key = /^([^*]+)(?:\*(\d+))?(\*)?$/.exec(field.slice(0, eq).trim().toLowerCase());
    if (eq < 0 || !key) continue;
    let text = field.slice(eq + 1).trim();
    if (text.startsWith('"')) text = text.slice(1, -1).replace(/\\(.)/g, '$1');
    const list = pieces.get(key[1]) ?? [];
    list.push({ index: Number(key[2] ?? 0), text, extended: key[3] === '*' });
    pieces.set(key[1], list);
  }
  const params = new Map<string, string>();
  for (const [name, list] of pieces) {
    const bytes = list
      .sort((a, b) => a.index - b.index)
      .map(({ index, text, extended }) => {
        if (!extended) return Buffer.from(text, 'utf8');
        const encoded = index === 0 ? text.replace(/^[^']*'[^']*'/, '') : text;
        return Buffer.from(
          encoded.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        );
      });
    params.set(name, Buffer.concat(bytes).toString('utf8'));
  }
  return { value: fields[0].trim(), params };
}

/** A MIME message (or part) as a tree; multipart bodies are split at their boundary lines. */
export function parseMime(raw: string): MimePart {
  const { headers, body } = splitHead(raw);
  const type = headerValue(headers.get('content-type') ?? 'text/plain');
  const boundary = type.params.get('boundary');
  const parts: MimePart[] = [];
  if (type.value.toLowerCase().startsWith('multipart/') && boundary) {
    let current: string[] | undefined;
    for (const line of body.split(/\r?\n/)) {
      if (line === `--${boundary}` || line === `--${boundary}--`) {
        if (current) parts.push(parseMime(current.join('\r\n')));
        if (line === `--${boundary}--`) break;
        current = [];
      } else current?.push(line);
    }
  }
  return { headers, body, parts };
}

function decodedBody(part: MimePart): Buffer {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      part.body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  }
  return Buffer.from(part.body, 'utf8');
}

const leaves = (part: MimePart): MimePart[] => (part.parts.length ? part.parts.flatMap(leaves) : [part]);

/** The attachments of a message: name (Content-Disposition), media type (without parameters) and decoded bytes. */
export function attachmentsOf(message: MimePart): Array<{ filename: string | undefined; contentType: string; content: Buffer }> {
  return leaves(message)
    .filter((part) => headerValue(part.headers.get('content-disposition') ?? '').value === 'attachment')
    .map((part) => ({
      filename: headerValue(part.headers.get('content-disposition') ?? '').params.get('filename'),
      contentType: headerValue(part.headers.get('content-type') ?? '').value.toLowerCase(),
      content: decodedBody(part),
    }));
}

/** The decoded text/plain part. */
export function textOf(message: MimePart): string | undefined {
  const part = leaves(message).find((leaf) => headerValue(leaf.headers.get('content-type') ?? '').value === 'text/plain');
  return part && decodedBody(part).toString('utf8');
}
