import { Injectable } from '@nestjs/common';
import type { ReadModelChange } from '../read-store/read-store';

/** Who may see a changed document of one read-model collection, and under which message name. */
export interface ViewAudience {
  collection: string;
  /** Together with `view`, names the pushed event `<context>/<view>Changed`. */
  context: string;
  view: string;
  /** Rooms (made with `rooms.*` from contracts) allowed to see this change; empty: push nothing. */
  rooms(change: ReadModelChange): string[];
}

/**
 * Contexts declare here, usually in their notifier's onModuleInit, which collections
 * are pushed and to whom. A collection nobody registered is never pushed.
 */
@Injectable()
export class ViewAudiences {
  private readonly byCollection = new Map<string, ViewAudience>();

  register(audience: ViewAudience): void {
    // One audience per collection: two would mean two opinions about who may see it.
    const existing = this.byCollection.get(audience.collection);
    if (existing) {
      throw new Error(`collection "${audience.collection}" already has an audience (${existing.context}/${existing.view})`);
    }
    this.byCollection.set(audience.collection, audience);
  }

  of(collection: string): ViewAudience | undefined {
    return this.byCollection.get(collection);
  }
}
