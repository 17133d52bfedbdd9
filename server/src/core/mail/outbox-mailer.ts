import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger, type LoggerService } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import type { StreamSentMessageInfo } from 'nodemailer/lib/stream-transport';
import { nodemailerOptions } from './mail-options';
import type { Mailer, OutgoingMail } from './mailer';

const LINK = /https?:\/\/[^\s<>"')\]]+/;

/** The first http(s) link of a text, without the punctuation that ends its sentence. */
export function firstLink(text: string): string | undefined {
  return LINK.exec(text)?.[0].replace(/[.,;:!?]+$/, '');
}

/**
 * Mail without an SMTP server (no SMTP_URL): each message becomes an .eml file in `dir`
 * (DATA_DIR/mail; any mail client opens it), composed by nodemailer exactly as SmtpMailer
 * would send it (MIME multipart with the attachments), and one log line naming the
 * recipient, the subject, the file and the first link, so whoever runs `npm start`
 * can follow an activation link straight from the console.
 */
export class OutboxMailer implements Mailer {
  /** nodemailer composes the messages; loaded with the first one. */
  private transport: Promise<Transporter<StreamSentMessageInfo>> | undefined;
  private sequence = 0;

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger: Pick<LoggerService, 'log'> = new Logger('Mail'),
  ) {}

  async send(message: OutgoingMail): Promise<{ messageId: string }> {
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from: this.from }),
    );
    const info = await (await this.transport).sendMail(nodemailerOptions(this.from, message));
    if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport did not return a buffer');
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, this.fileName());
    // Written under a temporary name, then renamed: a reader never sees half a message.
    const partial = `${file}.partial`;
    await writeFile(partial, info.message, { flag: 'wx' });
    await rename(partial, file);
    const link = firstLink(message.text);
    const subject = message.subject.replace(/\s+/g, ' ');
    this.logger.log(`mail to ${message.to} "${subject}" written to ${file}${link ? `, link: ${link}` : ''}`);
    return { messageId: info.messageId };
  }

  /** Sorts by time (then by order within this process); the random part keeps processes apart. */
  private fileName(): string {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    this.sequence = (this.sequence + 1) % 1_000_000;
    return `${stamp}-${String(this.sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
  }
}
