import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { MinPositionInterceptor } from './core/http/min-position';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './core/config/app-config';
import { AccessModule } from './contexts/access/access.module';
import { AccountsModule } from './contexts/accounts/accounts.module';
import { BookmarksModule } from './contexts/bookmarks/bookmarks.module';
import { ContactsModule } from './contexts/contacts/contacts.module';
import { DemoModule } from './contexts/demo/demo.module';
import { IdentityModule } from './contexts/identity/identity.module';
import { NewsModule } from './contexts/news/news.module';
import { OffersModule } from './contexts/offers/offers.module';
import { SurveysModule } from './contexts/surveys/surveys.module';
import { ReportsModule } from './contexts/reports/reports.module';
import { NotificationsModule } from './contexts/notifications/notifications.module';
import { PortalsModule } from './contexts/portals/portals.module';
import { ProtocolsModule } from './contexts/protocols/protocols.module';
import { TasksModule } from './contexts/tasks/tasks.module';
import { TeamsModule } from './contexts/teams/teams.module';
import { TypesModule } from './contexts/types/types.module';
import { AuthModule } from './core/auth/auth.module';
import { ConfigModule } from './core/config/config.module';
import { CoreModule } from './core/core.module';
import { FilesModule } from './core/files/files.module';
import { JobsModule } from './core/jobs/jobs.module';
import { MailModule } from './core/mail/mail.module';
import { IdempotencyInterceptor } from './core/http/idempotency';
import { ApiExceptionFilter } from './core/http/api-exception.filter';
import { loggerParams } from './core/logging/logging';
import type { SqlClient } from './core/sql/sql-client';
import { RealtimeModule } from './core/realtime/realtime.module';
import { StoresModule } from './core/stores/stores.module';

export interface AppModuleOptions {
  config: AppConfig;
  /** An already opened SQL client (tests); otherwise the configured one is opened. */
  sqlClient?: SqlClient;
  /** Extra modules (test-only contexts). */
  imports?: ModuleMetadata['imports'];
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(options.config),
        LoggerModule.forRoot(loggerParams(options.config)),
        CqrsModule.forRoot(),
        StoresModule.forRoot(options.sqlClient),
        CoreModule,
        FilesModule,
        AuthModule,
        RealtimeModule,
        JobsModule.forRoot(),
        MailModule,
        IdentityModule,
        AccountsModule,
        NewsModule,
        BookmarksModule,
        AccessModule,
        TeamsModule,
        TypesModule,
        ContactsModule,
        PortalsModule,
        TasksModule,
        ProtocolsModule,
        OffersModule,
        SurveysModule,
        ReportsModule,
        NotificationsModule,
        DemoModule,
        ...(options.imports ?? []),
      ],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: APP_INTERCEPTOR, useClass: MinPositionInterceptor },
      ],
    };
  }
}
