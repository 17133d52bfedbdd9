import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** The message as the server received it: headers, blank line, body. */
  raw: string;
}

/**
 * A real SMTP server on a random local port that keeps what it receives: plain SMTP,
 * no TLS, any sender, no login needed. The mail tests send to it through nodemailer.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private readonly waiters: Array<{ match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }> = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<SmtpSink> {
    const sink: { current?: SmtpSink } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') };
          sink.current?.deliver(mail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    sink.current = new SmtpSink(server, (server.server.address() as AddressInfo).port);
    return sink.current;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The first message (already received or still to come) that `match` accepts. */
  next(match: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
    const found = this.received.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private deliver(mail: ReceivedMail): void {
    this.received.push(mail);
    for (const waiter of [...this.waiters]) {
      if (!waiter.match(mail)) continue;
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve(mail);
    }
  }
}
