import { Injectable } from '@nestjs/common';
import { isRefusal } from '@kollab/contracts';

/** Of `ids`, those that the member `userId` may read now (an active member, through the one policy). */
export type ItemReadCheck = (accountId: string, userId: string, ids: readonly string[]) => Promise<Set<string>>;

/**
 * Who may read which item now, asked by what tells people about items (notifications): each
 * item kind's context registers its check (`register('task', …)`), so nothing is delivered
 * about an item its recipient can no longer read — checked when it is delivered, not only
 * when it was made.
 */
@Injectable()
export class ItemReaders {
  private readonly checks = new Map<string, ItemReadCheck>();

  register(kind: string, check: ItemReadCheck): void {
    if (this.checks.has(kind)) throw new Error(`An item read check for ${kind} is registered twice`);
    this.checks.set(kind, check);
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
