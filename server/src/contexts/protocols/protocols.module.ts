import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ExportSources } from '../../core/export/export-sources';
import { DownloadableFileKinds } from '../../core/files/downloadable-file-kinds';
import { PrintModule } from '../../core/print/print.module';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { migrate } from '../../core/sql/migrate';
import type { SqlClient } from '../../core/sql/sql-client';
import { SQL_CLIENT } from '../../core/stores/sql-client.token';
import { TYPE_USAGE, type TypeUsageRegistry } from '../types/public/type-catalog';
import { ContactProtocolsController } from './api/contact-protocols.controller';
import { ProtocolFilesController } from './api/protocol-files.controller';
import { ProtocolItemsController } from './api/protocol-items.controller';
import { ProtocolPrintController } from './api/protocol-print.controller';
import { ProtocolTasksController } from './api/protocol-tasks.controller';
import { ProtocolsAppGuard } from './api/protocols-app.guard';
import { ProtocolsController } from './api/protocols.controller';
import { ActOnProtocolHandler, PROTOCOL_FILE_KIND } from './commands/act-on-protocol.handler';
import { AddProtocolFileHandler } from './commands/add-protocol-file.handler';
import { ChangeProtocolHandler } from './commands/change-protocol.handler';
import { CreateProtocolHandler } from './commands/create-protocol.handler';
import { ProtocolFactsReader } from './commands/protocol-facts.reader';
import { protocolListProjection } from './projections/protocol-list.projection';
import { PROTOCOL_LINKS } from './public/protocol-links';
import { ProtocolLinksService } from './public/protocol-links.service';
import { ListProtocolsHandler } from './queries/list-protocols.handler';
import { ProtocolAccess } from './queries/protocol-access';
import { ProtocolExportSource } from './queries/protocol-export.source';
import { ProtocolFileAccess } from './queries/protocol-file-access';
import { ProtocolHistoryReader } from './queries/protocol-history.reader';
import { ProtocolReader } from './queries/protocol-reader';
import { ProtocolAudience } from './realtime/protocol-audience';
import { ProtocolPresence } from './realtime/protocol-presence';
import { ProtocolNumbers } from './store/protocol-numbers';
import { PROTOCOLS_SCHEMA, PROTOCOLS_SCHEMA_LOCK } from './store/protocols.schema';

/**
 * The protocols context (issue 6): protocols (meeting minutes), their comments, watchers,
 * linked contacts and tasks, and files; a contact's protocols tab (GET v1/contacts/{id}/protocols).
 * Global because it provides PROTOCOL_LINKS to the tasks context.
 */
@Global()
@Module({
  imports: [PrintModule],
  controllers: [
    ProtocolsController,
    ProtocolItemsController,
    ProtocolPrintController,
    ProtocolTasksController,
    ProtocolFilesController,
    ContactProtocolsController,
  ],
  providers: [
    CreateProtocolHandler,
    ChangeProtocolHandler,
    ActOnProtocolHandler,
    AddProtocolFileHandler,
    ProtocolFileAccess,
    ProtocolLinksService,
    { provide: PROTOCOL_LINKS, useExisting: ProtocolLinksService },
    ListProtocolsHandler,
    ProtocolFactsReader,
    ProtocolReader,
    ProtocolAccess,
    ProtocolHistoryReader,
    ProtocolNumbers,
    ProtocolAudience,
    ProtocolPresence,
    ProtocolsAppGuard,
    ProtocolExportSource,
  ],
  exports: [PROTOCOL_LINKS],
})
export class ProtocolsModule implements OnModuleInit {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly projections: ProjectionRegistry,
    private readonly reader: ProtocolReader,
    private readonly downloadable: DownloadableFileKinds,
    private readonly fileAccess: ProtocolFileAccess,
    @Inject(TYPE_USAGE) private readonly typeUsage: TypeUsageRegistry,
    private readonly exportSources: ExportSources,
    private readonly exportSource: ProtocolExportSource,
  ) {}

  async onModuleInit(): Promise<void> {
    await migrate(this.sql, PROTOCOLS_SCHEMA_LOCK, PROTOCOLS_SCHEMA);
    this.projections.register(protocolListProjection);
    this.exportSources.register(this.exportSource);
    // Protocol files: GET v1/files/{id} serves them to whoever may read their protocol.
    this.downloadable.allowWhen(PROTOCOL_FILE_KIND, (request) => this.fileAccess.mayDownload(request));
    this.typeUsage.register({ kind: 'protocol', countUsing: (accountId, typeId) => this.reader.countOfType(accountId, typeId) });
  }
}
