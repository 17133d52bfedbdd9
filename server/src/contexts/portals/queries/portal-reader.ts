import { Inject, Injectable } from '@nestjs/common';
import type { PortalListView, PortalView } from '@kollab/contracts';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { CONTACT_DIRECTORY, type ContactDirectory } from '../../contacts/public/contact-directory';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { PORTALS_COLLECTION, type PortalDoc } from '../projections/portal-list.projection';

/**
 * Portals as the API shows them: the row joined with the contact's name (contacts) and
 * the members' names and e-mails (identity), so no personal data sits in this read model.
 */
@Injectable()
export class PortalReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @Inject(CONTACT_DIRECTORY) private readonly contacts: ContactDirectory,
  ) {}

  private portals(accountId: string) {
    return this.store.collection<PortalDoc>(PORTALS_COLLECTION).forAccount(accountId);
  }

  async get(accountId: string, id: string): Promise<PortalView | undefined> {
    const doc = await this.portals(accountId).get(id);
    return doc ? (await this.toViews(accountId, [doc]))[0] : undefined;
  }

  async list(accountId: string, query: { page?: number; limit?: number; contact_id?: string }): Promise<PortalListView> {
    const found = await this.portals(accountId).find({
      where: query.contact_id ? { contact_id: query.contact_id } : {},
      sort: [{ field: 'created_at', direction: 'desc' }],
      page: query.page,
      limit: query.limit,
    });
    return { data: await this.toViews(accountId, found.items), meta: { page: found.page, limit: found.limit, total: found.total } };
  }

  private async toViews(accountId: string, docs: readonly PortalDoc[]): Promise<PortalView[]> {
    const userIds = [...new Set(docs.flatMap((doc) => doc.members.map((member) => member.user_id)))];
    const [users, contacts] = await Promise.all([
      this.users.getUsers(userIds),
      Promise.all(docs.map((doc) => this.contacts.find(accountId, doc.contact_id))),
    ]);
    const byId = new Map(users.map((user) => [user.id, user]));
    return docs.map((doc, i) => ({
      id: doc.id,
      contact_id: doc.contact_id,
      contact_name: contacts[i]?.name ?? '',
      contact_person: doc.contact_person,
      created_at: doc.created_at,
      updated_at: doc.updated_at,
      version: doc.version,
      members: doc.members.map((member) => ({
        user_id: member.user_id,
        person_id: member.person_id,
        full_name: byId.get(member.user_id)?.full_name ?? '',
        email: byId.get(member.user_id)?.email ?? '',
        member_since: member.member_since,
        status: member.status,
        extended_permissions: member.extended_permissions,
      })),
    }));
  }
}
