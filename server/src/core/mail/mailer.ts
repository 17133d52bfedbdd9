/** One message to one recipient; `text` is required so every mail reads without HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Display name of From (the address stays MAIL_FROM): an organisation's mails carry its name. */
  fromName?: string;
  /** Where replies go (an organisation's sender address, mail-senders.ts). */
  replyTo?: string;
}

/**
 * The mail port: `SmtpMailer` (SMTP_URL) and `OutboxMailer` (files in DATA_DIR/mail).
 * Code that reacts to events does not call it directly but enqueues `SendMailJob`,
 * so a failed delivery is retried.
 */
export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

export const MAILER = Symbol('MAILER');
