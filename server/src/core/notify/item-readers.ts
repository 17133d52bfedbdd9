import { Injectable } from '@nestjs/common';
import { isRefusal } from '@kollab/contracts';

/** Of `ids`, those that the member `userId` may read now (an active member, through the one policy). */
export type ItemReadCheck = (accountId: string, userId: string, ids: readonly string[]) => Promise<Set<string>>;

/** Everybody who may read each of `ids` now (the policy's readers of the item): many users' checks at once. */
export type ItemReadersOf = (accountId: string, ids: readonly string[]) => Promise<Map<string, Set<string>>>;

/**
 * Who may read which item now, asked by what tells people about items (notifications): each
 * item kind's context registers its check (`register('task', …)`), so nothing is delivered
 * about an item its recipient can no longer read — checked when it is delivered, not only
 * when it was made.
 */
@Injectable()
export class ItemReaders {
  private readonly checks = new Map<string, ItemReadCheck>();
  private readonly readersOf = new Map<string, ItemReadersOf>();

  /** `readers`, where a kind can name all readers of an item at once, answers for many users in a few reads. */
  register(kind: string, check: ItemReadCheck, readers?: ItemReadersOf): void {
    if (this.checks.has(kind)) throw new Error(`An item read check for ${kind} is registered twice`);
    this.checks.set(kind, check);
    if (readers) this.readersOf.set(kind, readers);
  }

  /**
   * For each of `userIds`, the items of `items` they may read now (`kind:id` keys): one question
   * per item where the kind names its readers, else one per user (what a push to many users asks).
   */
  async readableByUsers(
    accountId: string,
    userIds: readonly string[],
    items: ReadonlyArray<{ kind: string; id: string }>,
  ): Promise<Map<string, Set<string>>> {
    const result = new Map(userIds.map((userId) => [userId, new Set<string>()]));
    const byKind = new Map<string, string[]>();
    for (const item of items) byKind.set(item.kind, [...new Set([...(byKind.get(item.kind) ?? []), item.id])]);
    for (const [kind, ids] of byKind) {
      const readers = this.readersOf.get(kind);
      if (readers) {
        for (const [id, users] of await readers(accountId, ids)) for (const userId of users) result.get(userId)?.add(`${kind}:${id}`);
        continue;
      }
      for (const userId of userIds) {
        for (const key of await this.readable(
          accountId,
          userId,
          ids.map((id) => ({ kind, id })),
        ))
          result.get(userId)?.add(key);
      }
    }
    return result;
  }

  /** The items of `items` (kind and id) that `userId` may read, as `kind:id` keys; a kind nobody registered reads as none. */
  async readable(accountId: string, userId: string, items: ReadonlyArray<{ kind: string; id: string }>): Promise<Set<string>> {
    const byKind = new Map<string, string[]>();
    for (const item of items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.id]);
    const readable = new Set<string>();
    for (const [kind, ids] of byKind) {
      const check = this.checks.get(kind);
      if (!check) continue;
      for (const id of await check(accountId, userId, [...new Set(ids)])) readable.add(`${kind}:${id}`);
    }
    return readable;
  }
}

/** Of `ids`, those `read` answers for (a refusal — not found, forbidden — leaves one out): a kind's check from its reader. */
export async function readableOneByOne(ids: readonly string[], read: (id: string) => Promise<unknown>): Promise<Set<string>> {
  const found = await Promise.all(
    ids.map(async (id) => {
      try {
        await read(id);
        return id;
      } catch (error) {
        if (isRefusal(error)) return undefined;
        throw error;
      }
    }),
  );
  return new Set(found.filter((id): id is string => id !== undefined));
}
