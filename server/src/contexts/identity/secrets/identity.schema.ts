import { migrate } from '../../../core/sql/migrate';
import type { SqlClient } from '../../../core/sql/sql-client';

/** Advisory lock key of the identity tables (identity owns 2001..2009). */
const IDENTITY_SCHEMA_LOCK = 2001;

/**
 * The identity context's secrets, kept out of the event store: password hashes with
 * their history, refresh tokens, one-time tokens and codes (all stored hashed), failed
 * sign-ins for throttling, and the username/e-mail reservations that make them unique.
 */
export const IDENTITY_SCHEMA = `
  CREATE TABLE IF NOT EXISTS identity_credentials (
    user_id              text PRIMARY KEY,
    password_hash        text NOT NULL,
    previous_hashes      jsonb NOT NULL DEFAULT '[]'::jsonb,
    must_change_password boolean NOT NULL DEFAULT false,
    updated_at           timestamptz NOT NULL DEFAULT now()
  );

  CREATE TABLE IF NOT EXISTS identity_refresh_tokens (
    id          uuid PRIMARY KEY,
    token_hash  text NOT NULL UNIQUE,
    user_id     text NOT NULL,
    family_id   uuid NOT NULL,
    client_id   text,
    created_at  timestamptz NOT NULL,
    expires_at  timestamptz NOT NULL,
    used_at     timestamptz,
    revoked_at  timestamptz
  );
  CREATE INDEX IF NOT EXISTS identity_refresh_tokens_user ON identity_refresh_tokens (user_id);
  CREATE INDEX IF NOT EXISTS identity_refresh_tokens_family ON identity_refresh_tokens (family_id);

  CREATE TABLE IF NOT EXISTS identity_one_time_tokens (
    id          uuid PRIMARY KEY,
    token_hash  text NOT NULL,
    kind        text NOT NULL CHECK (kind IN ('activation', 'password_reset', 'email_code', 'challenge_session')),
    user_id     text NOT NULL,
    payload     jsonb NOT NULL DEFAULT '{}'::jsonb,
    attempts    integer NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL,
    expires_at  timestamptz NOT NULL,
    used_at     timestamptz
  );
  CREATE INDEX IF NOT EXISTS identity_one_time_tokens_hash ON identity_one_time_tokens (token_hash);
  CREATE INDEX IF NOT EXISTS identity_one_time_tokens_user ON identity_one_time_tokens (user_id, kind);

  CREATE TABLE IF NOT EXISTS identity_login_attempts (
    id            bigserial PRIMARY KEY,
    throttle_key  text NOT NULL,
    attempted_at  timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS identity_login_attempts_key ON identity_login_attempts (throttle_key, attempted_at);

  CREATE TABLE IF NOT EXISTS identity_name_reservations (
    kind        text NOT NULL CHECK (kind IN ('username', 'email')),
    value       text NOT NULL,
    user_id     text NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (kind, value)
  );
  CREATE INDEX IF NOT EXISTS identity_name_reservations_user ON identity_name_reservations (user_id);
`;

export function migrateIdentitySchema(sql: SqlClient): Promise<void> {
  return migrate(sql, IDENTITY_SCHEMA_LOCK, IDENTITY_SCHEMA);
}
