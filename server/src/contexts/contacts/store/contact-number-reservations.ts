import { Inject, Injectable } from '@nestjs/common';
import { contactNumberKey, DomainRefusal, isRefusal } from '@kollab/contracts';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import type { SqlClient } from '../../../core/sql/sql-client';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';
import { contactAggregate } from '../commands/contact.aggregate';

/** A reservation younger than this may belong to a save still on its way: it is never taken over. */
const IN_FLIGHT_SECONDS = 60;

export const numberTaken = (): DomainRefusal => DomainRefusal.fields({ number: [{ key: 'contacts.number_taken' }] });

interface Holder {
  contact_id: string;
  settled: boolean;
}

/**
 * Unique contact numbers per account, held in a table with a primary key (see
 * contacts.schema.ts). A reservation whose contact no longer has that number (a process
 * died between reserving and appending, or before releasing) is taken over once it is
 * older than a minute, so a number is never lost for good.
 */
@Injectable()
export class ContactNumberReservations {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly repository: EventSourcedRepository,
  ) {}

  /** Reserves `number` for the contact, or 422 `number: contacts.number_taken`. Idempotent for the holder. */
  async reserve(accountId: string, contactId: string, number: string): Promise<void> {
    const key = contactNumberKey(number);
    const [holder] = await this.sql.query<Holder>(
      `INSERT INTO contacts_number_reservations (account_id, number_key, contact_id) VALUES ($1, $2, $3)
       ON CONFLICT (account_id, number_key) DO UPDATE SET account_id = EXCLUDED.account_id
       RETURNING contact_id, reserved_at < now() - make_interval(secs => $4) AS settled`,
      [accountId, key, contactId, IN_FLIGHT_SECONDS],
    );
    if (holder.contact_id === contactId) return;
    if (!holder.settled || (await this.holds(accountId, holder.contact_id, key))) throw numberTaken();
    const taken = await this.sql.query(
      `UPDATE contacts_number_reservations SET contact_id = $3, reserved_at = now()
       WHERE account_id = $1 AND number_key = $2 AND contact_id = $4 RETURNING contact_id`,
      [accountId, key, contactId, holder.contact_id],
    );
    if (taken.length === 0) throw numberTaken();
  }

  /**
   * Runs the field checks (`decide`); when they refuse, a number another contact holds
   * is named in the same 422, so the form shows every problem at once.
   */
  async precheck(accountId: string, contactId: string, number: unknown, decide: () => unknown): Promise<void> {
    try {
      decide();
    } catch (error) {
      if (isRefusal(error, 'invalid') && error.errors && !error.errors.number && typeof number === 'string' && number.trim() !== '') {
        const holder = await this.holderOf(accountId, number);
        if (holder !== null && holder !== contactId) error.errors.number = [{ key: 'contacts.number_taken' }];
      }
      throw error;
    }
  }

  /** Gives a number back (a failed append, the old number after a change, a deleted contact). */
  async release(accountId: string, contactId: string, number: string): Promise<void> {
    await this.sql.query('DELETE FROM contacts_number_reservations WHERE account_id = $1 AND number_key = $2 AND contact_id = $3', [
      accountId,
      contactNumberKey(number),
      contactId,
    ]);
  }

  /** The contact that holds `number` in the account (or is about to), or null. */
  async holderOf(accountId: string, number: string): Promise<string | null> {
    const key = contactNumberKey(number);
    const [holder] = await this.sql.query<Holder>(
      `SELECT contact_id, reserved_at < now() - make_interval(secs => $3) AS settled
       FROM contacts_number_reservations WHERE account_id = $1 AND number_key = $2`,
      [accountId, key, IN_FLIGHT_SECONDS],
    );
    if (!holder) return null;
    return !holder.settled || (await this.holds(accountId, holder.contact_id, key)) ? holder.contact_id : null;
  }

  private async holds(accountId: string, contactId: string, key: string): Promise<boolean> {
    const { state } = await this.repository.load(contactAggregate, accountId, contactId);
    return state.status === 'active' && contactNumberKey(state.number) === key;
  }
}
