import { Inject, Injectable } from '@nestjs/common';
import { typeNameKey, type TypeKind, DomainRefusal } from '@kollab/contracts';
import type { SqlClient } from '../../../core/sql/sql-client';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';

export type NameField = 'title' | 'short';
/** The names a type holds (or wants), as written; compared and stored as typeNameKey. */
export type TypeNames = Partial<Record<NameField, string>>;

class Taken extends Error {
  constructor(readonly fields: NameField[]) {
    super('taken');
  }
}

/** The names of `wanted` that `held` does not already hold (compared as typeNameKey). */
export function namesNotIn(wanted: TypeNames, held: TypeNames): TypeNames {
  const out: TypeNames = {};
  for (const [field, value] of Object.entries(wanted) as [NameField, string][]) {
    const before = held[field];
    if (before === undefined || typeNameKey(before) !== typeNameKey(value)) out[field] = value;
  }
  return out;
}

/** Unique titles and prefixes per account and kind, held in a table with a primary key (types.schema.ts). */
@Injectable()
export class TypeNameReservations {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /**
   * Reserves every name for the type or none: 409 `types.title_taken` (or
   * `types.short_taken`) naming the taken fields. A name the same type holds already
   * counts as reserved.
   */
  async reserve(accountId: string, kind: TypeKind, typeId: string, names: TypeNames): Promise<void> {
    const entries = Object.entries(names) as [NameField, string][];
    if (entries.length === 0) return;
    try {
      await this.sql.transaction(async (tx) => {
        const taken: NameField[] = [];
        for (const [field, value] of entries) {
          const [row] = await tx.query<{ type_id: string }>(
            `INSERT INTO types_name_reservations (account_id, kind, field, value, type_id) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (account_id, kind, field, value) DO UPDATE SET field = EXCLUDED.field
             RETURNING type_id`,
            [accountId, kind, field, typeNameKey(value), typeId],
          );
          if (row.type_id !== typeId) taken.push(field);
        }
        if (taken.length > 0) throw new Taken(taken); // rolls the others back
      });
    } catch (error) {
      if (!(error instanceof Taken)) throw error;
      const code = error.fields.includes('title') ? 'types.title_taken' : 'types.short_taken';
      throw new DomainRefusal(
        'conflict',
        code,
        Object.fromEntries(error.fields.map((field) => [field, [{ key: field === 'title' ? 'types.title_taken' : 'types.short_taken' }]])),
      );
    }
  }

  /** Gives names of the type back (a failed append, the old name after a rename). */
  async release(accountId: string, kind: TypeKind, typeId: string, names: TypeNames): Promise<void> {
    for (const [field, value] of Object.entries(names) as [NameField, string][]) {
      await this.sql.query('DELETE FROM types_name_reservations WHERE account_id = $1 AND kind = $2 AND field = $3 AND value = $4 AND type_id = $5', [
        accountId,
        kind,
        field,
        typeNameKey(value),
        typeId,
      ]);
    }
  }

  /** Gives every name of a deleted type back. */
  async releaseAll(accountId: string, typeId: string): Promise<void> {
    await this.sql.query('DELETE FROM types_name_reservations WHERE account_id = $1 AND type_id = $2', [accountId, typeId]);
  }
}
