import { Global, Module } from '@nestjs/common';
import { ProjectionCommits } from './projection-commits';
import { ProjectionRegistry } from './projection-registry';
import { ProjectionsService } from './projections.service';
import { ReadYourWrites } from './read-your-writes';

@Global()
@Module({
  providers: [ProjectionCommits, ProjectionRegistry, ProjectionsService, ReadYourWrites],
  exports: [ProjectionCommits, ProjectionRegistry, ProjectionsService, ReadYourWrites],
})
export class ProjectionsModule {}
