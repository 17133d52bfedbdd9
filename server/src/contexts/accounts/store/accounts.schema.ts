/**
 * Tables of the accounts context beside the event store (idempotent, run at start).
 * - accounts_reservations: organisation names and domains are unique (case-insensitive);
 *   a row is inserted before the AccountCreated/AccountRenamed append and removed when
 *   that fails, so two concurrent registrations cannot both take a name.
 * - accounts_registration_invitations: registration links; only the SHA-256 of the
 *   token is kept (a secret, so never an event).
 */
export const ACCOUNTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts_reservations (
  kind        text NOT NULL CHECK (kind IN ('name', 'domain')),
  value       text NOT NULL,
  account_id  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, value)
);
CREATE INDEX IF NOT EXISTS accounts_reservations_account ON accounts_reservations (account_id);

CREATE TABLE IF NOT EXISTS accounts_registration_invitations (
  id          uuid PRIMARY KEY,
  token_hash  text NOT NULL UNIQUE,
  email       text NOT NULL,
  locale      text NOT NULL,
  invited_by  text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  account_id  text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
`;

export const ACCOUNTS_SCHEMA_LOCK = 3001;
