import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { AppendResult } from '../../../core/event-store/event-store.types';
import type { MailRecipient } from '../mail/identity-mail.templates';
import type { UserEvent } from '../domain/user.events';
import { SYSTEM_ACCOUNT_ID, type UserState } from '../domain/user.state';
import { userAggregate } from './user.aggregate';
import { newId } from '../../../core/aggregates/new-id';
import { DomainRefusal } from '@kollab/contracts';

export interface UserWrite {
  result: AppendResult;
  /** The appended events with their ids (jobs are keyed on them). */
  events: Array<UserEvent & { eventId: string }>;
  /** The state the decision was taken on. */
  before: UserState;
}

export function recipientOf(state: UserState): MailRecipient {
  return { email: state.email, first_name: state.first_name, username: state.username, locale: state.locale };
}

/**
 * Loads and decides on a user stream in the `_system` pseudo-account, whatever account
 * the command came from (the actor and correlation are kept), and gives every event an
 * explicit id so that the mail it causes can be keyed on it.
 */
@Injectable()
export class UserStream {
  constructor(private readonly repository: EventSourcedRepository) {}

  async load(userId: string): Promise<{ state: UserState; version: number }> {
    const { state, version } = await this.repository.load(userAggregate, SYSTEM_ACCOUNT_ID, userId);
    return { state, version };
  }

  /** The user, or 404 when unknown or erased. */
  async living(userId: string): Promise<UserState> {
    const { state } = await this.load(userId);
    if (!state.exists || state.erased) throw DomainRefusal.notFound();
    return state;
  }

  async execute(userId: string, context: CommandContext, decide: (state: UserState) => UserEvent[]): Promise<UserWrite> {
    const events: UserWrite['events'] = [];
    let before: UserState | undefined;
    const result = await this.repository.execute(userAggregate, { ...context, accountId: SYSTEM_ACCOUNT_ID }, userId, (state) => {
      before = state;
      events.push(...decide(state).map((event) => ({ ...event, eventId: newId() })));
      return events;
    });
    return { result, events, before: before as UserState };
  }
}

/** The id of the appended event of `type` (the caller knows it was appended). */
export function eventIdOf(write: UserWrite, type: UserEvent['type']): string {
  const event = write.events.find((e) => e.type === type);
  if (!event) throw new Error(`${type} was not appended`);
  return event.eventId;
}
