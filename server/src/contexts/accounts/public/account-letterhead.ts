/** What a printed page shows of its account: the name and the logo (a file id in the account's files, or none). */
export interface Letterhead {
  name: string;
  logo_file_id: string | null;
}

/**
 * What other contexts may know of an account to print it on a page (the tasks and
 * protocols PDFs): its name and logo. Provided by the accounts context's global public
 * module, from its read models.
 */
export interface AccountLetterheads {
  /** The account's letterhead, undefined when there is no such account. */
  letterhead(accountId: string): Promise<Letterhead | undefined>;
}

export const ACCOUNT_LETTERHEADS = Symbol('ACCOUNT_LETTERHEADS');
