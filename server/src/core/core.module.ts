import { Global, Module } from '@nestjs/common';
import { EventSourcedRepository } from './aggregates/event-sourced-repository';
import { Clock } from './clock';
import { ExportSources } from './export/export-sources';
import { ItemReaders } from './notify/item-readers';
import { HealthController } from './health/health.controller';
import { HealthProbes } from './health/health-probe';
import { RedisHealthProbe } from './health/redis-health.probe';
import { ItemHistoryService } from './history/item-history.service';
import { HttpDrain } from './http/http-drain';
import { ProjectionsModule } from './projections/projections.module';
import { ReactionsService } from './reactions/reactions.service';

/** The spine every context builds on: repository, history, projections, reactions, health, the HTTP drain, the export sources, the clock. */
@Global()
@Module({
  imports: [ProjectionsModule],
  controllers: [HealthController],
  providers: [
    EventSourcedRepository,
    ItemHistoryService,
    HealthProbes,
    RedisHealthProbe,
    ReactionsService,
    HttpDrain,
    ExportSources,
    Clock,
    ItemReaders,
  ],
  exports: [
    EventSourcedRepository,
    ItemHistoryService,
    HealthProbes,
    ReactionsService,
    ProjectionsModule,
    HttpDrain,
    ExportSources,
    Clock,
    ItemReaders,
  ],
})
export class CoreModule {}
