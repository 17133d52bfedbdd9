import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '../../../core/sql/sql-client';
import { NumberCounter } from '../../../core/stores/number-counter';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';

/** Offer numbers `<prefix>-<n>` in offers_number_counters (see offers.schema.ts). */
@Injectable()
export class OfferNumberCounter extends NumberCounter {
  constructor(@Inject(SQL_CLIENT) sql: SqlClient) {
    super(sql, 'offers_number_counters');
  }
}
