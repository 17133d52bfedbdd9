import type { Locale } from '@kollab/contracts';
import type { PrintDocument } from './print-document';
import { printLabel } from './print-labels';
import { printDate } from './print-text';

/**
 * What a print route asks other contexts for, through their public ports and typed by
 * shape so that core imports no context: the accounts' ACCOUNT_LETTERHEADS (name and logo
 * file id), identity's USER_DIRECTORY, the teams' TEAM_NAMES and TYPE_CATALOG.
 */
export interface PrintPorts {
  accounts: { letterhead(accountId: string): Promise<{ name: string; logo_file_id: string | null } | undefined> };
  users: { getUsers(userIds: readonly string[]): Promise<Array<{ id: string; full_name: string }>> };
  teams: { namesOf(accountId: string, teamIds: readonly string[]): Promise<Map<string, string>> };
  types: { find(accountId: string, kind: 'task' | 'protocol' | 'offer', typeId: string): Promise<{ title: string } | undefined> };
}

/** Names for ids: what the ports know, the id itself otherwise (a removed user, a deleted team). */
export class PrintNames {
  constructor(
    private readonly ports: PrintPorts,
    private readonly kind: 'task' | 'protocol' | 'offer',
  ) {}

  /** The head of every print: the locale, the account's name and logo, the printed-on line. */
  async head(accountId: string, locale: Locale): Promise<Pick<PrintDocument, 'locale' | 'account_name' | 'logo_file_id' | 'subtitle'>> {
    const account = await this.ports.accounts.letterhead(accountId);
    return {
      locale,
      account_name: account?.name ?? '',
      logo_file_id: account?.logo_file_id ?? null,
      subtitle: `${printLabel(locale, 'printed_on')} ${printDate(new Date().toISOString())}`,
    };
  }

  async users(userIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds)];
    const found = ids.length > 0 ? await this.ports.users.getUsers(ids) : [];
    return new Map(found.map((user) => [user.id, user.full_name]));
  }

  async teams(accountId: string, teamIds: readonly string[]): Promise<string[]> {
    if (teamIds.length === 0) return [];
    const byId = await this.ports.teams.namesOf(accountId, teamIds);
    return teamIds.map((id) => byId.get(id) ?? id);
  }

  async type(accountId: string, typeId: string | null): Promise<string> {
    return typeId ? ((await this.ports.types.find(accountId, this.kind, typeId))?.title ?? '') : '';
  }

  /** The head of a printed item: the title line (`AUF-12 Title`) and its number, title and type fields. */
  async item(
    accountId: string,
    locale: Locale,
    item: { number: string | null; title: string; type: string | null },
  ): Promise<Pick<PrintDocument, 'title' | 'fields'>> {
    return {
      title: item.number ? `${item.number} ${item.title}` : item.title,
      fields: [
        { label: printLabel(locale, 'number'), value: item.number ?? '' },
        { label: printLabel(locale, 'title'), value: item.title },
        { label: printLabel(locale, 'type'), value: await this.type(accountId, item.type) },
      ],
    };
  }
}

/** `names` of the ids, in their order, comma-separated. */
export const namesOf = (ids: readonly string[], names: Map<string, string>): string => ids.map((id) => names.get(id) ?? id).join(', ');
