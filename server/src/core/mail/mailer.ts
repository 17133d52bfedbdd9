import type { Readable } from 'node:stream';

/**
 * A file sent along with a message, by reference: the account and id of a file in the
 * FILE_STORE (core/files), never its bytes. Mail travels as job data (SendMailJob), which
 * lives in Redis or in an SQL row and must stay small; the job reads the file when it
 * sends, on every attempt. A file deleted before then fails the job ("… is gone").
 * How big a file may be to travel this way is the caller's rule (the exports context
 * attaches up to 10 MB and sends a link otherwise).
 */
export interface MailAttachment {
  /** The name the recipient sees (any Unicode; path separators and control characters become spaces). */
  filename: string;
  /** The MIME type the part is sent with (`text/csv`, `application/pdf` …). */
  contentType: string;
  /** Where the bytes are: `FILE_STORE.get(accountId, fileId)`. */
  file: { accountId: string; fileId: string };
}

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
  /** Files to attach, by reference to the FILE_STORE (see MailAttachment); resolved by SendMailJob. */
  attachments?: MailAttachment[];
  /**
   * A one-click unsubscribe URL (https or http, no login): sent as List-Unsubscribe with
   * List-Unsubscribe-Post (RFC 8058), so mail programs offer "unsubscribe" themselves.
   */
  unsubscribeUrl?: string;
}

/** An attachment as the Mailer sends it: the bytes (a read stream of the stored file, or a buffer). */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Readable | Buffer;
}

/** A MailMessage whose attachments have been read from the FILE_STORE (what `Mailer.send` takes). */
export type OutgoingMail = Omit<MailMessage, 'attachments'> & { attachments?: OutgoingAttachment[] };

/**
 * The mail port: `SmtpMailer` (SMTP_URL) and `OutboxMailer` (files in DATA_DIR/mail).
 * Code that reacts to events does not call it directly but enqueues `SendMailJob`,
 * so a failed delivery is retried and attachment references are resolved.
 */
export interface Mailer {
  send(message: OutgoingMail): Promise<{ messageId: string }>;
}

export const MAILER = Symbol('MAILER');
