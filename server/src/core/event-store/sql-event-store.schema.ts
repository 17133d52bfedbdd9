/**
 * The event store's tables and its append function. One script for PGlite and
 * PostgreSQL; idempotent, so it runs at every start.
 *
 * es_append does the whole append in one statement (one round trip):
 *  1. if the batch's event ids are already stored at the expected positions, it is a
 *     retry: return the stored positions and write nothing;
 *  2. check first, without a lock or a write: the stream's committed row (account,
 *     version). A version only grows, so an expectation it has passed (no stream, or an
 *     exact version below it) fails here at once; this is what a loser of a race meets;
 *  3. write the stream row (the first write of the transaction; it locks the row, so
 *     appends to one stream are serialised), conditional on the expectation where it
 *     can be: exact (the committed version): UPDATE ... WHERE version = expected; no
 *     stream: INSERT ... ON CONFLICT DO NOTHING. A writer that waited for a concurrent
 *     append re-checks its condition on the row that append committed and, when the
 *     version moved, matches nothing: it fails without writing and without holding the
 *     lock, so the writers queued behind it do not wait for it in turn. Any, stream
 *     exists, and an exact version above the committed one (only an append in flight
 *     can reach it): upsert the row adding the batch's size, then check (a failed check
 *     rolls the whole statement back);
 *  4. insert the events.
 * A failed check raises ES409 with the stream's version as DETAIL (or ES403 for another
 * account's stream); the whole statement is rolled back: nothing is written.
 * It sends no NOTIFY: a NOTIFY per transaction serialises commits on PostgreSQL's
 * notification queue lock (measured: half the append rate at 8 writers). SqlEventStore
 * wakes its own subscribers directly and sends one coalesced NOTIFY for the others.
 * Never ON CONFLICT DO NOTHING on events: a concurrent write would be lost silently.
 */
/** The key of es_append's mark (a shared transaction lock): 'KOLL'. */
export const APPENDING_LOCK = 0x4b4f4c4c;

export const EVENT_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS es_streams (
  stream_id   text PRIMARY KEY,
  account_id  text NOT NULL,
  version     bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS es_events (
  global_position  bigint GENERATED ALWAYS AS IDENTITY,
  transaction_id   xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id        text NOT NULL,
  stream_position  bigint NOT NULL,
  account_id       text NOT NULL,
  event_id         uuid NOT NULL,
  type             text NOT NULL,
  data             jsonb NOT NULL,
  metadata         jsonb NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (stream_id, stream_position),
  UNIQUE (stream_id, event_id)
);
CREATE UNIQUE INDEX IF NOT EXISTS es_events_global_position ON es_events (global_position);
CREATE INDEX IF NOT EXISTS es_events_transaction_order ON es_events (transaction_id, global_position);

CREATE OR REPLACE FUNCTION es_append(
  p_stream text, p_account text, p_expected_kind text, p_expected bigint, p_events jsonb
) RETURNS TABLE (outcome text, stream_version bigint, last_position bigint, tx_id text)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_count int := jsonb_array_length(p_events);
  v_current bigint;
  v_previous bigint;
  v_account text;
  v_found int;
  v_base bigint;
  v_last bigint;
BEGIN
  -- Mark this transaction as appending before it has a transaction id (es_horizon reads
  -- the mark): so es_append must be the first write of its transaction.
  IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'ES500', MESSAGE = 'es_append must be the first write of its transaction';
  END IF;
  PERFORM pg_advisory_xact_lock_shared(${APPENDING_LOCK}, 0);

  -- A retry of a batch that is already stored? Events never change, so no lock is needed.
  SELECT count(*), min(e.stream_position) - 1 INTO v_found, v_base
    FROM es_events e
   WHERE e.stream_id = p_stream
     AND e.event_id IN (SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x);
  IF v_found > 0 THEN
    IF p_expected_kind = 'exact' THEN v_base := p_expected;
    ELSIF p_expected_kind = 'no_stream' THEN v_base := 0;
    END IF;
    IF v_found = v_count AND v_count = (
         SELECT count(*) FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, n)
           JOIN es_events ev ON ev.stream_id = p_stream
                            AND ev.event_id = (x.e->>'id')::uuid
                            AND ev.stream_position = v_base + x.n) THEN
      RETURN QUERY
        SELECT 'duplicate'::text, s.version, ev.global_position, ev.transaction_id::text
          FROM es_events ev JOIN es_streams s ON s.stream_id = ev.stream_id
         WHERE ev.stream_id = p_stream AND ev.stream_position = v_base + v_count;
      RETURN;
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'ES409', MESSAGE = 'wrong expected version';
  END IF;

  -- Check first: the committed row, no lock, no write.
  SELECT s.version, s.account_id INTO v_current, v_account FROM es_streams s WHERE s.stream_id = p_stream;
  IF v_account <> p_account THEN
    RAISE EXCEPTION USING ERRCODE = 'ES403', MESSAGE = 'stream belongs to another account';
  END IF;
  v_current := coalesce(v_current, 0);
  IF (p_expected_kind = 'no_stream' AND v_current > 0)
     OR (p_expected_kind = 'exact' AND v_current > p_expected) THEN
    RAISE EXCEPTION USING ERRCODE = 'ES409', MESSAGE = 'wrong expected version', DETAIL = v_current::text;
  END IF;

  -- Move the version in one write, on the condition the caller expects where that
  -- condition can fail fast: a writer that waits for a concurrent append to this stream
  -- re-checks the condition on the row that append committed.
  IF p_expected_kind = 'exact' AND p_expected > 0 AND v_current = p_expected THEN
    UPDATE es_streams s SET version = s.version + v_count WHERE s.stream_id = p_stream AND s.version = p_expected
    RETURNING s.version - v_count, s.account_id INTO v_previous, v_account;
  ELSIF p_expected_kind = 'no_stream' OR (p_expected_kind = 'exact' AND p_expected = 0) THEN
    INSERT INTO es_streams AS s (stream_id, account_id, version) VALUES (p_stream, p_account, v_count)
    ON CONFLICT (stream_id) DO NOTHING
    RETURNING 0, s.account_id INTO v_previous, v_account;
  ELSE
    -- any, stream exists, or an exact version that only an append in flight can reach:
    -- lock and move the row whatever its version (waiting for that append), then check.
    INSERT INTO es_streams AS s (stream_id, account_id, version) VALUES (p_stream, p_account, v_count)
    ON CONFLICT (stream_id) DO UPDATE SET version = s.version + v_count
    RETURNING s.version - v_count, s.account_id INTO v_previous, v_account;
  END IF;
  IF NOT FOUND THEN
    -- Another append got there first (this statement sees it: a new snapshot).
    SELECT s.version, s.account_id INTO v_current, v_account FROM es_streams s WHERE s.stream_id = p_stream;
    IF v_account <> p_account THEN
      RAISE EXCEPTION USING ERRCODE = 'ES403', MESSAGE = 'stream belongs to another account';
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'ES409', MESSAGE = 'wrong expected version', DETAIL = coalesce(v_current, 0)::text;
  END IF;
  IF v_account <> p_account THEN
    RAISE EXCEPTION USING ERRCODE = 'ES403', MESSAGE = 'stream belongs to another account';
  END IF;
  IF (p_expected_kind = 'stream_exists' AND v_previous = 0)
     OR (p_expected_kind = 'exact' AND v_previous <> p_expected) THEN
    RAISE EXCEPTION USING ERRCODE = 'ES409', MESSAGE = 'wrong expected version', DETAIL = v_previous::text;
  END IF;

  WITH inserted AS (
    INSERT INTO es_events (stream_id, stream_position, account_id, event_id, type, data, metadata)
    SELECT p_stream, v_previous + x.n, p_account, (x.e->>'id')::uuid, x.e->>'type', x.e->'data', x.e->'metadata'
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, n)
     ORDER BY x.n
    RETURNING global_position
  )
  SELECT max(global_position) INTO v_last FROM inserted;

  RETURN QUERY SELECT 'appended'::text, v_previous + v_count, v_last, pg_current_xact_id()::text;
END
$fn$;

-- How far readers may read: below the oldest transaction of this database that is
-- appending events (es_append's mark, found in pg_locks), and below the snapshot's xmax.
-- Call it in a statement of its own, then read with the next statement's (newer) snapshot.
-- Why nothing is skipped: an appender takes its mark before it gets its transaction id, so
-- one whose id is below the horizon either held the mark when it was read (then it bounds
-- the horizon) or had ended by then (then the next statement sees its events). Unrelated
-- transactions (other databases, a pg_dump, a forgotten psql session) do not hold it back.
CREATE OR REPLACE FUNCTION es_horizon() RETURNS xid8 LANGUAGE sql VOLATILE AS $fn$
  SELECT least(
    pg_snapshot_xmax(pg_current_snapshot()),
    (SELECT min(x) FROM pg_snapshot_xip(pg_current_snapshot()) AS x
      WHERE (x::text::bigint & 4294967295) IN (
        SELECT held.transactionid::text::bigint
          FROM pg_locks mark
          JOIN pg_locks held ON held.pid = mark.pid AND held.locktype = 'transactionid'
                            AND held.mode = 'ExclusiveLock' AND held.granted
         WHERE mark.locktype = 'advisory' AND mark.classid = ${APPENDING_LOCK} AND mark.objid = 0
           AND mark.objsubid = 2 AND mark.granted
           AND mark.database = (SELECT oid FROM pg_database WHERE datname = current_database()))))
$fn$;
`;
