import type Mail from 'nodemailer/lib/mailer';
import { fromWithName } from './mail-senders';
import type { OutgoingAttachment, OutgoingMail } from './mailer';

/** Path separators, control characters (C0, DEL, C1), invisible format characters (bidi overrides) and line/paragraph separators. */
const UNSAFE_IN_FILENAME = /[/\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * An attachment's name as the recipient sees it: without directories, control characters or
 * bidi overrides (which could show `report<U+202E>fdp.exe` as `reportexe.pdf`), spaces collapsed.
 * Umlauts and other letters stay: nodemailer encodes them (RFC 2231 / RFC 2047).
 */
export function attachmentFilename(name: string): string {
  const clean = name.replace(UNSAFE_IN_FILENAME, ' ').replace(/\s+/g, ' ').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : 'attachment';
}

const TOKEN = "[A-Za-z0-9!#$%&'*+.^_`|~-]+";
const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(\\s*;\\s*${TOKEN}=(${TOKEN}|"[^"\\\\\\p{Cc}]*"))*$`, 'u');

/** A media type (with parameters) as given, anything else (a line break, say) as application/octet-stream. */
export function attachmentContentType(contentType: string): string {
  const type = contentType.trim();
  return MEDIA_TYPE.test(type) ? type : 'application/octet-stream';
}

function attachment(file: OutgoingAttachment): Mail.Attachment {
  return {
    filename: attachmentFilename(file.filename),
    contentType: attachmentContentType(file.contentType),
    content: file.content,
  };
}

/**
 * The nodemailer options of a message from MAIL_FROM (`from`): both adapters compose with
 * them, so the SMTP server and the outbox get the same MIME (multipart/mixed when there are
 * attachments, base64 parts).
 */
export function nodemailerOptions(from: string, message: OutgoingMail): Mail.Options {
  return {
    from: fromWithName(from, message.fromName),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.attachments?.length ? { attachments: message.attachments.map(attachment) } : {}),
    ...(message.unsubscribeUrl && /^https?:\/\/[^\s<>]+$/.test(message.unsubscribeUrl)
      ? { list: { unsubscribe: message.unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
}
