import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { AdminUpdatesController } from './api/admin-updates.controller';
import { CountriesController } from './api/countries.controller';
import { HelpController } from './api/help.controller';
import { UpdatesController } from './api/updates.controller';
import { EditUpdateHandler } from './commands/edit-update.handler';
import { PublishUpdateHandler } from './commands/publish-update.handler';
import { WithdrawUpdateHandler } from './commands/withdraw-update.handler';
import { updateListProjection } from './projections/update-list.projection';
import { ListUpdatesHandler } from './queries/list-updates.handler';

/** The news context (issue 3): updates (what's new), and the static help and country list. */
@Module({
  controllers: [UpdatesController, AdminUpdatesController, HelpController, CountriesController],
  providers: [PublishUpdateHandler, EditUpdateHandler, WithdrawUpdateHandler, ListUpdatesHandler],
})
export class NewsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(updateListProjection);
  }
}
