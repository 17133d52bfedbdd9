import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../event-store/event-store.types';

/** Who sends a command, for which account, when, and in answer to what. */
export interface CommandContext {
  accountId: string;
  actorId: string | null;
  correlationId: string;
  causationId?: string | null;
  /** The command's clock: events carry this time, so deciders never read a clock. */
  now: Date;
  /**
   * A command into a global context (users live in `_system`) made for an organisation:
   * that organisation, e.g. so that the mail it causes names it as sender (kept in the
   * events' metadata, read there by the reaction that queues the mail).
   */
  onBehalfOf?: string;
}

export function commandContext(
  accountId: string,
  actorId: string | null,
  overrides: Partial<Omit<CommandContext, 'accountId' | 'actorId'>> = {},
): CommandContext {
  return { accountId, actorId, correlationId: randomUUID(), now: new Date(), ...overrides };
}

export function metadataOf(context: CommandContext, schemaVersion = 1): EventMetadata {
  return {
    accountId: context.accountId,
    actorId: context.actorId,
    occurredAt: context.now.toISOString(),
    correlationId: context.correlationId,
    causationId: context.causationId ?? null,
    schemaVersion,
    ...(context.onBehalfOf ? { onBehalfOf: context.onBehalfOf } : {}),
  };
}
