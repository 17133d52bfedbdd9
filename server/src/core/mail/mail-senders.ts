import addressparser from 'nodemailer/lib/addressparser';
import type Mail from 'nodemailer/lib/mailer';

/**
 * Who a mail is sent for. Mails sent on behalf of an organisation (a manager invites a
 * member, resends the welcome mail, sends a password reset) name the organisation as the
 * sender and, when it has set one (flag email.custom_sender_address), its own address for
 * replies. The technical sender (From address, envelope) stays MAIL_FROM: a From in a domain
 * that is not ours would fail SPF/DKIM/DMARC at the receiver and would let any manager write
 * mails "from" any address (the bank's, the boss's). So: From = "<organisation>" <MAIL_FROM>,
 * Reply-To = the organisation's address.
 */
export interface MailSender {
  /** The display name of From (the organisation's name). */
  name: string;
  /** Reply-To; absent when the organisation has set none. */
  replyTo?: string;
}

/** Port: the sender of an account's mails (implemented by the accounts context), undefined for none. */
export interface MailSenders {
  senderFor(accountId: string): Promise<MailSender | undefined>;
}

export const MAIL_SENDERS = Symbol('MAIL_SENDERS');

/** The message's From name and Reply-To for `sender` (none: the message as it is). */
export function fromSender<Message extends { fromName?: string; replyTo?: string }>(message: Message, sender: MailSender | undefined): Message {
  return sender ? { ...message, fromName: sender.name, ...(sender.replyTo ? { replyTo: sender.replyTo } : {}) } : message;
}

/** MAIL_FROM with another display name (line breaks removed; nodemailer encodes the rest). */
export function fromWithName(mailFrom: string, name: string | undefined): string | Mail.Address {
  const address = addressparser(mailFrom, { flatten: true })[0]?.address;
  const clean = name?.replace(/[\r\n]+/g, ' ').trim();
  return clean && address ? { name: clean, address } : mailFrom;
}
