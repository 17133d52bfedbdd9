import type { Transporter } from 'nodemailer';
import type { SMTPSentMessageInfo } from 'nodemailer/lib/smtp-transport';
import { fromWithName } from './mail-senders';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends through the SMTP server of SMTP_URL (smtp:// with STARTTLS when offered,
 * smtps:// for TLS from the start; user and password in the URL). Timeouts are short
 * because a failed send is retried by SendMailJob rather than waited out.
 */
export class SmtpMailer implements Mailer {
  /** Made with the first message (nodemailer is loaded then). */
  private transport: Transporter<SMTPSentMessageInfo> | undefined;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<{ messageId: string }> {
    if (!this.transport) {
      const { createTransport } = await import('nodemailer');
      this.transport ??= createTransport({
        url: this.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    }
    const info = await this.transport.sendMail({
      from: fromWithName(this.from, message.fromName),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
    });
    return { messageId: info.messageId };
  }

  close(): void {
    this.transport?.close();
  }
}
