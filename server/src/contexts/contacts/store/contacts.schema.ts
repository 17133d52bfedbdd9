/**
 * Tables of the contacts context beside the event store (idempotent, run at start).
 * contacts_number_reservations: a contact number is unique per account (case and
 * surrounding spaces ignored: `number_key`). A row is inserted before the
 * ContactCreated/ContactChanged append and removed when that fails, when the contact
 * takes another number or is deleted, so two concurrent saves cannot both take a number.
 */
export const CONTACTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS contacts_number_reservations (
  account_id   text NOT NULL,
  number_key   text NOT NULL,
  contact_id   text NOT NULL,
  reserved_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, number_key)
);
CREATE INDEX IF NOT EXISTS contacts_number_reservations_contact ON contacts_number_reservations (account_id, contact_id);
`;

export const CONTACTS_SCHEMA_LOCK = 5101;
