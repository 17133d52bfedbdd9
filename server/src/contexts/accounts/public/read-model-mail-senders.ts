import { Injectable } from '@nestjs/common';
import type { MailSender, MailSenders } from '../../../core/mail/mail-senders';
import { AccountReader } from '../queries/account-reader';

/**
 * MAIL_SENDERS on the accounts read model: the organisation's name, and its sender address
 * as Reply-To while it has the flag email.custom_sender_address (switching the flag off
 * stops using the stored address at once).
 */
@Injectable()
export class ReadModelMailSenders implements MailSenders {
  constructor(private readonly reader: AccountReader) {}

  async senderFor(accountId: string): Promise<MailSender | undefined> {
    const account = await this.reader.account(accountId);
    if (!account || account.deleted) return undefined;
    const replyTo = account.flags.includes('email.custom_sender_address') ? (account.sender_address ?? undefined) : undefined;
    return { name: account.name, ...(replyTo ? { replyTo } : {}) };
  }
}
