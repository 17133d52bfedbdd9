import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  text: string;
}

/** Undoes quoted-printable (soft line breaks, =XX bytes) so links and codes read whole. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every .eml in DATA_DIR/mail, oldest first (the outbox names files by time). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const raw = await readFile(join(dir, name), 'utf8');
      const split = raw.search(/\r?\n\r?\n/);
      const headers = raw.slice(0, split);
      const body = raw.slice(split).trim();
      const to = /^To:\s*(.+)$/im.exec(headers)?.[1].trim() ?? '';
      const quoted = /Content-Transfer-Encoding:\s*quoted-printable/i.test(headers);
      return { file: name, to, text: quoted ? decodeQuotedPrintable(body) : body };
    }),
  );
}

/** The newest mail to `to` whose text holds `contains`, waiting for the job to deliver it. */
export async function waitForMail(
  dataDir: string,
  match: { to: string; contains: string; exclude?: readonly string[] },
  timeoutMs = 15000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(dataDir)).filter(
      (mail) => mail.to.toLowerCase().includes(match.to.toLowerCase()) && mail.text.includes(match.contains) && !match.exclude?.includes(mail.file),
    );
    if (mails.length > 0) return mails[mails.length - 1];
    if (Date.now() > deadline) throw new Error(`no mail to ${match.to} containing "${match.contains}" within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function activationToken(mail: OutboxMail): string {
  const token = /\/activate\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no activation link in ${mail.file}`);
  return decodeURIComponent(token);
}

export function resetToken(mail: OutboxMail): string {
  const token = /\/reset-password\/([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in ${mail.file}`);
  return decodeURIComponent(token);
}

export function confirmationCode(mail: OutboxMail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no confirmation code in ${mail.file}`);
  return code;
}
