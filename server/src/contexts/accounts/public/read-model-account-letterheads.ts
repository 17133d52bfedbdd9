import { Injectable } from '@nestjs/common';
import { AccountReader } from '../queries/account-reader';
import type { AccountLetterheads, Letterhead } from './account-letterhead';

/** ACCOUNT_LETTERHEADS on the accounts read model (one point read). */
@Injectable()
export class ReadModelAccountLetterheads implements AccountLetterheads {
  constructor(private readonly reader: AccountReader) {}

  async letterhead(accountId: string): Promise<Letterhead | undefined> {
    const account = await this.reader.account(accountId);
    return account ? { name: account.name, logo_file_id: account.logo_file_id } : undefined;
  }
}
