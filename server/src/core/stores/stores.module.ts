import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EVENT_STORE } from '../event-store/event-store';
import { SqlEventStore } from '../event-store/sql-event-store';
import { openSqlClient } from './open-sql-client';
import type { SqlClient } from '../sql/sql-client';
import { CachedReadStore } from '../read-store/cached-read-store';
import { ReadModelCache } from '../read-store/read-model-cache';
import { READ_STORE } from '../read-store/read-store';
import { SqlReadStore } from '../read-store/sql-read-store';

import { SQL_CLIENT } from './sql-client.token';

export { SQL_CLIENT, openSqlClient };

/** Closes the SQL client last, after everything that uses it has stopped. */
@Injectable()
class SqlClientCloser implements OnApplicationShutdown {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.sql.close();
  }
}

/**
 * The event store and the read store on one SQL client (the read store's hot
 * collections cached in memory once the projections run here: ReadModelCache). Tests hand in an already
 * opened client (an in-memory PGlite or a fresh PostgreSQL database) through
 * `StoresModule.forRoot(client)`; the app opens the configured one.
 */
@Global()
@Module({})
export class StoresModule {
  static forRoot(sqlClient?: SqlClient) {
    return {
      module: StoresModule,
      providers: [
        sqlClient
          ? { provide: SQL_CLIENT, useValue: sqlClient }
          : { provide: SQL_CLIENT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => openSqlClient(config) },
        {
          provide: EVENT_STORE,
          inject: [SQL_CLIENT],
          useFactory: (sql: SqlClient) => SqlEventStore.open(sql),
        },
        // A factory: the constructor's bound is not for Nest to inject.
        { provide: ReadModelCache, useFactory: () => new ReadModelCache() },
        {
          provide: READ_STORE,
          inject: [SQL_CLIENT, ReadModelCache],
          useFactory: (sql: SqlClient, cache: ReadModelCache) => new CachedReadStore(new SqlReadStore(sql), cache),
        },
        SqlClientCloser,
      ],
      exports: [SQL_CLIENT, EVENT_STORE, READ_STORE, ReadModelCache],
    };
  }
}
