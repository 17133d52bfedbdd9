import { ItemReaders, readableOneByOne } from '../../core/notify/item-readers';
import { PolicyService } from '../access/public/policy.service';
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ExportSources } from '../../core/export/export-sources';
import { JOB_QUEUE, type JobQueue } from '../../core/jobs/job-queue';
import { PrintModule } from '../../core/print/print.module';
import { ProjectionRegistry } from '../../core/projections/projection-registry';
import { ReactionsService } from '../../core/reactions/reactions.service';
import { migrate } from '../../core/sql/migrate';
import type { SqlClient } from '../../core/sql/sql-client';
import { SQL_CLIENT } from '../../core/stores/sql-client.token';
import { TYPE_USAGE, type TypeUsageRegistry } from '../types/public/type-catalog';
import { ContactOffersController } from './api/contact-offers.controller';
import { OfferActions } from './api/offer-actions';
import { OfferCallers } from './api/offer-caller';
import { OfferCommentsController } from './api/offer-comments.controller';
import { OfferPrintController } from './api/offer-print.controller';
import { OfferRatesController } from './api/offer-rates.controller';
import { OfferViewersController } from './api/offer-viewers.controller';
import { OffersAppGuard } from './api/offers-app.guard';
import { OffersController } from './api/offers.controller';
import { ChangeOfferHandler } from './commands/change-offer.handler';
import { CreateOfferHandler } from './commands/create-offer.handler';
import { MarkOfferOverdueHandler } from './commands/mark-offer-overdue.handler';
import { OfferFactsReader } from './commands/offer-facts.reader';
import { PerformOfferActionHandler } from './commands/perform-offer-action.handler';
import { SetOfferRatesHandler } from './commands/set-offer-rates.handler';
import { MarkOfferOverdueJob } from './jobs/mark-offer-overdue.job';
import { offerListProjection } from './projections/offer-list.projection';
import { ListOffersHandler } from './queries/list-offers.handler';
import { OfferExportSource } from './queries/offer-export.source';
import { OfferHistoryReader } from './queries/offer-history.reader';
import { OfferRatesReader } from './queries/offer-rates.reader';
import { OfferReader } from './queries/offer-reader';
import { scheduleOfferOverdueCheckReaction } from './reactions/schedule-offer-overdue-check.reaction';
import { OfferAudience } from './realtime/offer-audience';
import { OfferPresence } from './realtime/offer-presence';
import { OfferNumberCounter } from './store/offer-number-counter';
import { OFFERS_SCHEMA, OFFERS_SCHEMA_LOCK } from './store/offers.schema';

/**
 * The offers context (issue 14): quotes with their exact cost calculation, the account's
 * hourly rates, viewers, watchers and comments, the overdue rule, the quote as a PDF
 * (GET v1/offers/{id}/print) and a contact's offers tab (GET v1/contacts/{id}/offers). Offer types are the types context's kind `offer`.
 */
@Module({
  imports: [PrintModule],
  controllers: [
    OffersController,
    OfferPrintController,
    OfferViewersController,
    OfferCommentsController,
    OfferRatesController,
    ContactOffersController,
  ],
  providers: [
    CreateOfferHandler,
    ChangeOfferHandler,
    PerformOfferActionHandler,
    MarkOfferOverdueHandler,
    SetOfferRatesHandler,
    OfferFactsReader,
    OfferNumberCounter,
    ListOffersHandler,
    OfferReader,
    OfferHistoryReader,
    OfferRatesReader,
    OfferCallers,
    OfferActions,
    OffersAppGuard,
    OfferAudience,
    OfferPresence,
    MarkOfferOverdueJob,
    OfferExportSource,
  ],
})
export class OffersModule implements OnModuleInit {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly projections: ProjectionRegistry,
    private readonly reactions: ReactionsService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly overdue: MarkOfferOverdueJob,
    private readonly reader: OfferReader,
    private readonly itemReaders: ItemReaders,
    private readonly policyService: PolicyService,
    @Inject(TYPE_USAGE) private readonly typeUsage: TypeUsageRegistry,
    private readonly exportSources: ExportSources,
    private readonly exportSource: OfferExportSource,
  ) {}

  async onModuleInit(): Promise<void> {
    await migrate(this.sql, OFFERS_SCHEMA_LOCK, OFFERS_SCHEMA);
    this.projections.register(offerListProjection);
    // Notifications about offers are delivered to who may read the offer now.
    this.itemReaders.register('offer', async (accountId, userId, ids) => {
      const actor = await this.policyService.currentActor(accountId, userId);
      return actor ? readableOneByOne(ids, (id) => this.reader.readable(accountId, actor, id)) : new Set<string>();
    });
    this.jobs.register(this.overdue);
    this.reactions.register(scheduleOfferOverdueCheckReaction());
    this.exportSources.register(this.exportSource);
    // An offer type in use by a live offer cannot be deleted.
    this.typeUsage.register({
      kind: 'offer',
      countUsing: async (accountId, typeId) =>
        (await this.reader.rows(accountId).find({ where: { deleted: false, 'state.type': typeId }, limit: 1 })).total,
    });
  }
}
