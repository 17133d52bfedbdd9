import { Global, Module } from '@nestjs/common';
import { PolicyService } from './public/policy.service';

/**
 * The access policy (issue 5): PolicyService for every context that serves items.
 * Global, like the other public ports; it reads TEAM_DIRECTORY, PORTAL_GRANTS and
 * MEMBERSHIP_DIRECTORY of the teams, portals and accounts contexts.
 */
@Global()
@Module({
  providers: [PolicyService],
  exports: [PolicyService],
})
export class AccessModule {}
