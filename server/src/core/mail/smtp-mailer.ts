import type { Transporter } from 'nodemailer';
import type { SMTPSentMessageInfo } from 'nodemailer/lib/smtp-transport';
import { nodemailerOptions } from './mail-options';
import type { Mailer, OutgoingMail } from './mailer';

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

  async send(message: OutgoingMail): Promise<{ messageId: string }> {
    if (!this.transport) {
      const { createTransport } = await import('nodemailer');
      this.transport ??= createTransport({
        url: this.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    }
    const info = await this.transport.sendMail(nodemailerOptions(this.from, message));
    return { messageId: info.messageId };
  }

  close(): void {
    this.transport?.close();
  }
}
