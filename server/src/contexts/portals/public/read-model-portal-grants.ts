import { Inject, Injectable } from '@nestjs/common';
import type { PortalGrant } from '@kollab/contracts';
import { MAX_PAGE_SIZE, READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import type { PortalGrants } from '../../access/public/portal-grants';
import { PORTALS_COLLECTION, type PortalDoc } from '../projections/portal-list.projection';

/** PORTAL_GRANTS on the portals read model: active memberships only. */
@Injectable()
export class ReadModelPortalGrants implements PortalGrants {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private portals(accountId: string) {
    return this.store.collection<PortalDoc>(PORTALS_COLLECTION).forAccount(accountId);
  }

  async grantsOf(accountId: string, userId: string): Promise<PortalGrant[]> {
    const { items } = await this.portals(accountId).find({ where: { active_member_ids: { contains: userId } }, limit: MAX_PAGE_SIZE });
    return items.map((portal) => ({ contact_id: portal.contact_id, extended_permissions: portal.extended_member_ids.includes(userId) }));
  }

  async grantsOfUsers(accountId: string, userIds: readonly string[]): Promise<Map<string, PortalGrant[]>> {
    const result = new Map<string, PortalGrant[]>();
    const wanted = [...new Set(userIds)];
    if (wanted.length === 0) return result;
    for (let page = 1; ; page += 1) {
      const found = await this.portals(accountId).find({ where: { active_member_ids: { overlaps: wanted } }, page, limit: MAX_PAGE_SIZE });
      for (const portal of found.items) {
        for (const userId of portal.active_member_ids) {
          if (!wanted.includes(userId)) continue;
          result.set(userId, [
            ...(result.get(userId) ?? []),
            { contact_id: portal.contact_id, extended_permissions: portal.extended_member_ids.includes(userId) },
          ]);
        }
      }
      if (page * found.limit >= found.total) return result;
    }
  }

  async portalsOfUsers(accountId: string, userIds: readonly string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>();
    await Promise.all(
      [...new Set(userIds)].map(async (userId) => {
        const { items } = await this.portals(accountId).find({ where: { member_ids: { contains: userId } }, limit: MAX_PAGE_SIZE });
        if (items.length)
          result.set(
            userId,
            items.map((portal) => portal.contact_id),
          );
      }),
    );
    return result;
  }

  async usersOf(accountId: string, contactIds: readonly string[]): Promise<string[]> {
    if (contactIds.length === 0) return [];
    const portals = await this.portals(accountId).getMany([...new Set(contactIds)]);
    return [...new Set(portals.flatMap((portal) => portal.active_member_ids))];
  }
}
