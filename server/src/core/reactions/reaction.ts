import type { RecordedEvent } from '../event-store/event-store.types';

/** A job a reaction asks for: `key` tells apart several jobs of one kind for one event (one mail per recipient). */
export interface ReactionJob {
  job: string;
  data: unknown;
  key?: string;
  /** Run no earlier than this many milliseconds from now (a reminder at a due date); absent or ≤ 0: at once. */
  delayMs?: number;
}

/**
 * Turns events into jobs (e-mail, export, print, reminders). Each job's id is derived
 * from the triggering event's id (jobIdFor), so an event that is read again (after a
 * crash, or by a second process) never runs its job twice: the queue refuses the id.
 */
export interface Reaction {
  readonly name: string;
  readonly eventTypes: readonly string[];
  /** 'now' (default): a new reaction starts after the events already stored, so it does not replay history. */
  readonly startFrom?: 'beginning' | 'now';
  react(event: RecordedEvent): ReactionJob[] | Promise<ReactionJob[]>;
}
