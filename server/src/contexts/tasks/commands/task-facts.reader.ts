import { Inject, Injectable } from '@nestjs/common';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../../accounts/public/membership-directory';
import { CONTACT_DIRECTORY, type ContactDirectory } from '../../contacts/public/contact-directory';
import { TEAM_DIRECTORY, type TeamDirectory } from '../../teams/public/team-directory';
import { TYPE_CATALOG, type CatalogType, type TypeCatalog } from '../../types/public/type-catalog';

/**
 * What task decisions need from other contexts, through their public ports: task types
 * (TYPE_CATALOG), teams (TEAM_DIRECTORY), members (MEMBERSHIP_DIRECTORY: active, any role —
 * portal users may be assignees and viewers too) and contacts (CONTACT_DIRECTORY).
 */
@Injectable()
export class TaskFactsReader {
  constructor(
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
    @Inject(TYPE_CATALOG) private readonly types: TypeCatalog,
    @Inject(TEAM_DIRECTORY) private readonly teams: TeamDirectory,
    @Inject(CONTACT_DIRECTORY) private readonly contacts: ContactDirectory,
  ) {}

  /** The task type, or undefined when the account has none with that id. */
  async taskType(accountId: string, typeId: string): Promise<CatalogType | undefined> {
    return this.types.find(accountId, 'task', typeId);
  }

  /** The ids among `claimIds` that are no claim type of the account. */
  async unknownClaims(accountId: string, claimIds: readonly string[]): Promise<string[]> {
    if (claimIds.length === 0) return [];
    const found = await Promise.all(claimIds.map(async (id) => ((await this.types.find(accountId, 'claim', id)) ? undefined : id)));
    return found.filter((id): id is string => id !== undefined);
  }

  async teamKnown(accountId: string, teamId: string): Promise<boolean> {
    return (await this.teams.membersOf(accountId, [teamId])).has(teamId);
  }

  async activeMember(accountId: string, userId: string): Promise<boolean> {
    const membership = await this.memberships.membership(accountId, userId);
    return membership?.status === 'active' && membership.account_status === 'active';
  }

  async contactKnown(accountId: string, contactId: string): Promise<boolean> {
    return (await this.contacts.find(accountId, contactId)) !== undefined;
  }
}
