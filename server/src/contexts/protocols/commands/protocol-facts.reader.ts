import { Inject, Injectable } from '@nestjs/common';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../../accounts/public/membership-directory';
import { CONTACT_DIRECTORY, type ContactDirectory } from '../../contacts/public/contact-directory';
import { TEAM_DIRECTORY, type TeamDirectory } from '../../teams/public/team-directory';
import { TYPE_CATALOG, type TypeCatalog } from '../../types/public/type-catalog';
import type { ProtocolDraft, ProtocolFacts } from '../domain/protocol.commands';
import type { ProtocolFields } from '../domain/protocol.events';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const texts = (values: readonly unknown[] = []): string[] => [...new Set(values.filter(isText).map((v) => v.trim()))];

/**
 * Looks up what a protocol decision needs, through the other contexts' public ports:
 * the type (TYPE_CATALOG, kind protocol), the teams (TEAM_DIRECTORY), the members
 * (MEMBERSHIP_DIRECTORY: active, not portal users) and linked contacts (CONTACT_DIRECTORY).
 */
@Injectable()
export class ProtocolFactsReader {
  constructor(
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
    @Inject(TEAM_DIRECTORY) private readonly teams: TeamDirectory,
    @Inject(TYPE_CATALOG) private readonly types: TypeCatalog,
    @Inject(CONTACT_DIRECTORY) private readonly contacts: ContactDirectory,
  ) {}

  /** `previous`: the protocol's fields before a change (an unchanged type is not looked up again). */
  async forDraft(accountId: string, draft: ProtocolDraft, previous?: ProtocolFields): Promise<ProtocolFacts> {
    const type = isText(draft.type) ? draft.type.trim() : null;
    const typeKnown = type === null || type === previous?.type || (await this.prefixOf(accountId, type)) !== undefined;
    const teamIds = texts(draft.teams);
    const known = teamIds.length > 0 ? await this.teams.membersOf(accountId, teamIds) : new Map<string, string[]>();
    const named = texts([draft.author, ...(draft.attendees ?? []), ...(draft.viewers ?? [])]);
    return {
      typeKnown,
      knownTeamIds: teamIds.filter((id) => known.has(id)),
      activeMemberIds: await this.activeMembers(accountId, named),
      number: null,
    };
  }

  /** The prefix (`short`) of the account's protocol type, or undefined when there is no such type. */
  async prefixOf(accountId: string, typeId: string): Promise<string | undefined> {
    const found = await this.types.find(accountId, 'protocol', typeId);
    return found ? (found.short ?? 'P') : undefined;
  }

  async contactKnown(accountId: string, contactId: string): Promise<boolean> {
    return (await this.contacts.find(accountId, contactId)) !== undefined;
  }

  private async activeMembers(accountId: string, ids: string[]): Promise<string[]> {
    const found = await Promise.all(ids.map((id) => this.memberships.membership(accountId, id)));
    return ids.filter((_, i) => found[i]?.status === 'active' && !found[i]?.roles.includes('contact'));
  }
}
