import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent } from '../../../core/event-store/event-store.types';
import type { SurveyBallotEvent } from '../domain/survey-ballot';

/**
 * The metadata of a cast ballot (surveys README, "Anonymity"): the account (tenancy needs it)
 * and nothing that could lead to a respondent — no actor, no causation, a correlation id made
 * here (never the request's, the submission's or the release job's), the time cut to the day.
 * Not `metadataOf(context)`: a CommandContext carries the actor and the request's correlation.
 */
export function anonymousBallotMetadata(accountId: string, now: Date, correlationId: string = randomUUID()): EventMetadata {
  return {
    accountId,
    actorId: null,
    occurredAt: `${now.toISOString().slice(0, 10)}T00:00:00.000Z`,
    correlationId,
    causationId: null,
    schemaVersion: 1,
  };
}

/**
 * The events of one release as they are appended to `survey_ballots-<release_id>` (EventStore.append,
 * expected no_stream): each with a random event id — randomUUID, never newId(), whose ids derive
 * from the request's Idempotency-Key — and the anonymous metadata, one correlation id for the release.
 */
export function anonymousBallotEvents(accountId: string, events: readonly SurveyBallotEvent[], now: Date): NewEvent[] {
  const metadata = anonymousBallotMetadata(accountId, now);
  return events.map((event) => ({ eventId: randomUUID(), type: event.type, data: event.data, metadata: { ...metadata } }));
}
