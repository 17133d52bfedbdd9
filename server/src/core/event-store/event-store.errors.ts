import type { ExpectedVersion } from './event-store.types';

/** The stream's version was not what the command was based on: HTTP 409. */
export class WrongExpectedVersionError extends Error {
  readonly code = 'concurrency.wrong_expected_version';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId}: expected version ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/** A stream id that belongs to another account: never written, never read. */
export class StreamAccountMismatchError extends Error {
  readonly code = 'tenancy.stream_account_mismatch';
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} belongs to another account`);
    this.name = 'StreamAccountMismatchError';
  }
}

/** An operation of the port that this store cannot carry out (KurrentDB cannot rewrite an event). */
export class EventStoreUnsupportedError extends Error {
  readonly code = 'event_store.unsupported';
  constructor(
    readonly operation: string,
    reason: string,
  ) {
    super(`${operation} is not supported: ${reason}`);
    this.name = 'EventStoreUnsupportedError';
  }
}
