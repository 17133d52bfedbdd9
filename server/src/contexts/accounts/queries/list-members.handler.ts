import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ListMembersQuery, MemberListView, MemberStatus, MemberView } from '@kollab/contracts';
import { DEFAULT_PAGE_SIZE, type FieldFilter } from '../../../core/read-store/read-store';
import { USER_DIRECTORY, type DirectoryUser, type UserDirectory } from '../../identity/public/user-directory';
import type { MemberDoc } from '../projections/member-list.projection';
import { AccountReader } from './account-reader';

export class ListMembers {
  constructor(
    readonly accountId: string,
    readonly query: ListMembersQuery,
    /** Without filter[status] and unscoped: members list shows active and inactive, GET v2/users/ the active ones. */
    readonly defaultStatuses: readonly MemberStatus[],
  ) {}
}

export function toMemberView(doc: MemberDoc, user: DirectoryUser | undefined): MemberView {
  return {
    id: doc.user_id,
    user_id: doc.user_id,
    username: user?.username ?? '',
    email: user?.email ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    full_name: user?.full_name ?? '',
    avatar_url: null,
    locale: user?.locale ?? 'de',
    roles: doc.roles,
    status: doc.status,
    portal: doc.portal,
    member_since: doc.member_since,
    activated: user?.status === 'active',
    version: doc.version,
  };
}

const collator = new Intl.Collator('de', { sensitivity: 'base' });
const byName = (a: MemberView, b: MemberView) =>
  collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name) || collator.compare(a.username, b.username);

/**
 * Filters (status, role, portal) run in SQL on the account's members; names and
 * e-mails belong to identity and are joined per request (never copied into events
 * or read models, so erasing a user leaves nothing behind here), then searched,
 * sorted by name and paged. Accounts are bounded by their slots, so this stays small.
 */
@QueryHandler(ListMembers)
export class ListMembersHandler implements IQueryHandler<ListMembers, MemberListView> {
  constructor(
    private readonly reader: AccountReader,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async execute({ accountId, query, defaultStatuses }: ListMembers): Promise<MemberListView> {
    const where: Record<string, FieldFilter> = {};
    const status = query['filter[status]'];
    if (status) where.status = status;
    else if (!query.unscoped) where.status = { in: [...defaultStatuses] };
    if (query['filter[role]']) where.roles = { contains: query['filter[role]'] };
    if (query['filter[portal]'] !== undefined) where.portal = query['filter[portal]'];

    const members = this.reader.members(accountId);
    const docs: MemberDoc[] = [];
    for (let page = 1; ; page += 1) {
      const batch = await members.find({ where, page, limit: 500 });
      docs.push(...batch.items);
      if (page * batch.limit >= batch.total) break;
    }
    const profiles = new Map((await this.users.getUsers(docs.map((d) => d.user_id))).map((u) => [u.id, u]));
    const words = [query.search, query.filter, query['filter[search]']]
      .filter((text): text is string => !!text)
      .join(' ')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const views = docs
      .map((doc) => toMemberView(doc, profiles.get(doc.user_id)))
      .filter((view) => {
        const haystack = `${view.first_name} ${view.last_name} ${view.username} ${view.email}`.toLowerCase();
        return words.every((word) => haystack.includes(word));
      })
      .sort(byName);
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const page = query.page ?? 1;
    return { data: views.slice((page - 1) * limit, page * limit), meta: { page, limit, total: views.length } };
  }
}
