import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '../../../core/sql/sql-client';
import { NumberCounter } from '../../../core/stores/number-counter';
import { SQL_CLIENT } from '../../../core/stores/sql-client.token';

/** Task numbers `<prefix>-<n>` in tasks_number_counters (see tasks.schema.ts). */
@Injectable()
export class TaskNumberCounter extends NumberCounter {
  constructor(@Inject(SQL_CLIENT) sql: SqlClient) {
    super(sql, 'tasks_number_counters');
  }
}
