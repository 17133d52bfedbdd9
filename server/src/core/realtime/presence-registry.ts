import { Injectable } from '@nestjs/common';
import { isRefusal, type PresenceKind, type PresenceTarget, type Role } from '@kollab/contracts';

/** Who asks to join an item's presence: the socket's verified principal with its account's flags. */
export interface PresencePrincipal {
  userId: string;
  accountId: string;
  roles: Role[];
  flags: string[];
}

/** May the principal read the item now (the owning context asks its PolicyService)? */
export type PresenceCheck = (principal: PresencePrincipal, id: string) => Promise<boolean>;

/** Display names of users (full name, else username), by user id. */
export type PresenceNames = (userIds: readonly string[]) => Promise<Map<string, string>>;

/**
 * Port: the contexts owning items with presence register, per kind, whether a principal
 * may read an item (`registerReadable` in tasks', protocols' and offers' realtime/*-presence.ts);
 * core never imports a context. An unregistered kind is never joinable.
 */
@Injectable()
export class PresenceRegistry {
  private readonly checks = new Map<PresenceKind, PresenceCheck>();
  private names?: PresenceNames;

  register(kind: PresenceKind, check: PresenceCheck): void {
    if (this.checks.has(kind)) throw new Error(`presence check for ${kind} registered twice`);
    this.checks.set(kind, check);
  }

  /**
   * The usual check: the item's own read check as GET of the item runs it, which refuses
   * with not_found what the principal may not read (or what is not there): then no.
   */
  registerReadable(kind: PresenceKind, assertReadable: (principal: PresencePrincipal, id: string) => Promise<unknown>): void {
    this.register(kind, async (principal, id) => {
      try {
        await assertReadable(principal, id);
        return true;
      } catch (error) {
        if (isRefusal(error, 'not_found')) return false;
        throw error;
      }
    });
  }

  /** The first source registered names the viewers (identity does); without one, viewers are named by their id. */
  nameUsersWith(names: PresenceNames): void {
    this.names ??= names;
  }

  async mayRead(principal: PresencePrincipal, target: PresenceTarget): Promise<boolean> {
    const check = this.checks.get(target.kind);
    return check ? check(principal, target.id) : false;
  }

  async nameOf(userId: string): Promise<string> {
    const name = this.names ? (await this.names([userId])).get(userId) : undefined;
    return name || userId;
  }
}
