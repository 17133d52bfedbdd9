import { Inject, Module, type OnModuleInit, Optional } from '@nestjs/common';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { migrate } from '../../core/sql/migrate';
import type { SqlClient } from '../../core/sql/sql-client';
import { SQL_CLIENT } from '../../core/stores/sql-client.token';
import { TYPE_USAGE, type TypeUsageRegistry } from '../types/public/type-catalog';
import { ProtocolItemsController } from './api/protocol-items.controller';
import { ProtocolsAppGuard } from './api/protocols-app.guard';
import { ProtocolsController } from './api/protocols.controller';
import { ActOnProtocolHandler } from './commands/act-on-protocol.handler';
import { ChangeProtocolHandler } from './commands/change-protocol.handler';
import { CreateProtocolHandler } from './commands/create-protocol.handler';
import { ProtocolFactsReader } from './commands/protocol-facts.reader';
import { protocolListProjection } from './projections/protocol-list.projection';
import { ListProtocolsHandler } from './queries/list-protocols.handler';
import { ProtocolAccess } from './queries/protocol-access';
import { ProtocolHistoryReader } from './queries/protocol-history.reader';
import { ProtocolReader } from './queries/protocol-reader';
import { ProtocolNotifier } from './realtime/protocol-notifier';
import { ProtocolNumbers } from './store/protocol-numbers';
import { PROTOCOLS_SCHEMA, PROTOCOLS_SCHEMA_LOCK } from './store/protocols.schema';

/** The protocols context (issue 6): protocols (meeting minutes), their comments, watchers and linked contacts. */
@Module({
  controllers: [ProtocolsController, ProtocolItemsController],
  providers: [
    CreateProtocolHandler,
    ChangeProtocolHandler,
    ActOnProtocolHandler,
    ListProtocolsHandler,
    ProtocolFactsReader,
    ProtocolReader,
    ProtocolAccess,
    ProtocolHistoryReader,
    ProtocolNumbers,
    ProtocolNotifier,
    ProtocolsAppGuard,
  ],
})
export class ProtocolsModule implements OnModuleInit {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly projections: ProjectionRegistry,
    private readonly reader: ProtocolReader,
    // The types context provides it; without it, deleting a protocol type cannot ask us.
    @Optional() @Inject(TYPE_USAGE) private readonly typeUsage?: TypeUsageRegistry,
  ) {}

  async onModuleInit(): Promise<void> {
    await migrate(this.sql, PROTOCOLS_SCHEMA_LOCK, PROTOCOLS_SCHEMA);
    this.projections.register(protocolListProjection);
    this.typeUsage?.register({ kind: 'protocol', countUsing: (accountId, typeId) => this.reader.countOfType(accountId, typeId) });
  }
}
