import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { migrate } from '../../core/sql/migrate';
import type { SqlClient } from '../../core/sql/sql-client';
import { SQL_CLIENT } from '../../core/stores/sql-client.token';
import { TYPES_CONTROLLERS } from './api/item-types.controller';
import { TypesNotifier } from './api/types.notifier';
import { ChangeItemTypeHandler } from './commands/change-item-type.handler';
import { LockedClaimTree } from './commands/locked-claim-tree';
import { CreateItemTypeHandler } from './commands/create-item-type.handler';
import { DeleteItemTypeHandler } from './commands/delete-item-type.handler';
import { ItemTypeWriter } from './commands/item-type-writer';
import { itemTypeListProjection } from './projections/item-type-list.projection';
import { GetItemTypeAtHandler } from './queries/get-item-type-at.handler';
import { GetItemTypeHistoryHandler } from './queries/get-item-type-history.handler';
import { GetItemTypeHandler } from './queries/get-item-type.handler';
import { ListItemTypesHandler } from './queries/list-item-types.handler';
import { ClaimTreeLock } from './store/claim-tree-lock';
import { TypeNameReservations } from './store/type-name-reservations';
import { TYPES_SCHEMA, TYPES_SCHEMA_LOCK } from './store/types.schema';
import { TypesPublicModule } from './types-public.module';

/** The types context (issue 5): contact, task, protocol and claim types of an account. */
@Module({
  imports: [TypesPublicModule],
  controllers: TYPES_CONTROLLERS,
  providers: [
    CreateItemTypeHandler,
    ChangeItemTypeHandler,
    DeleteItemTypeHandler,
    ItemTypeWriter,
    LockedClaimTree,
    ClaimTreeLock,
    TypeNameReservations,
    ListItemTypesHandler,
    GetItemTypeHandler,
    GetItemTypeAtHandler,
    GetItemTypeHistoryHandler,
    TypesNotifier,
  ],
})
export class TypesModule implements OnModuleInit {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly projections: ProjectionRegistry,
  ) {}

  async onModuleInit(): Promise<void> {
    await migrate(this.sql, TYPES_SCHEMA_LOCK, TYPES_SCHEMA);
    this.projections.register(itemTypeListProjection);
  }
}
