import { Global, Module } from '@nestjs/common';
import { ProjectionCommits } from './projection-commits';
import { ProjectionRegistry } from './projection-registry';
import { ProjectionsService } from './projections.service';
import { ReadYourWrites } from './read-your-writes';
import { WriteRoutes } from '../http/write-route';

@Global()
@Module({
  providers: [ProjectionCommits, ProjectionRegistry, ProjectionsService, ReadYourWrites, WriteRoutes],
  exports: [ProjectionCommits, ProjectionRegistry, ProjectionsService, ReadYourWrites, WriteRoutes],
})
export class ProjectionsModule {}
