import { Inject, Injectable } from '@nestjs/common';
import type { OfferRateValues } from '@kollab/contracts';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../../accounts/public/membership-directory';
import { CONTACT_DIRECTORY, type ContactDirectory } from '../../contacts/public/contact-directory';
import { TEAM_DIRECTORY, type TeamDirectory } from '../../teams/public/team-directory';
import { TYPE_CATALOG, type CatalogType, type TypeCatalog } from '../../types/public/type-catalog';
import type { OfferFieldFacts } from '../domain/offer.commands';
import { offerRatesAggregate } from './offer.aggregate';

/** The fields of an offer that need looking up: null or absent names nothing. */
export interface OfferReferences {
  type?: string | null;
  team?: string | null;
  contact?: string | null;
  contact_person?: string | null;
}

/**
 * What offer decisions need from outside the offer's stream: offer types (TYPE_CATALOG, kind
 * `offer`), teams (TEAM_DIRECTORY), members (MEMBERSHIP_DIRECTORY), contacts and their
 * persons (CONTACT_DIRECTORY), and the account's current hourly rates (its own stream
 * `offer_rates-<accountId>`).
 */
@Injectable()
export class OfferFactsReader {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
    @Inject(TYPE_CATALOG) private readonly types: TypeCatalog,
    @Inject(TEAM_DIRECTORY) private readonly teams: TeamDirectory,
    @Inject(CONTACT_DIRECTORY) private readonly contacts: ContactDirectory,
  ) {}

  /** The offer type, or undefined when the account has none with that id. */
  offerType(accountId: string, typeId: string): Promise<CatalogType | undefined> {
    return this.types.find(accountId, 'offer', typeId);
  }

  async teamKnown(accountId: string, teamId: string): Promise<boolean> {
    return (await this.teams.membersOf(accountId, [teamId])).has(teamId);
  }

  /**
   * The field facts of what an offer will reference (`refs`: its fields after the create or
   * change): each named type, team and contact exists in the account, and the contact person
   * is one of that contact's persons. `type` is passed in when the caller looked it up already.
   */
  async fieldFacts(accountId: string, refs: OfferReferences, type?: CatalogType | null): Promise<OfferFieldFacts> {
    const [typeKnown, teamKnown, contact] = await Promise.all([
      refs.type ? (type !== undefined ? type !== null : this.offerType(accountId, refs.type).then(Boolean)) : true,
      refs.team ? this.teamKnown(accountId, refs.team) : true,
      refs.contact ? this.contacts.find(accountId, refs.contact) : undefined,
    ]);
    return {
      typeKnown,
      teamKnown,
      contactKnown: !refs.contact || contact !== undefined,
      contactPersonKnown: !refs.contact_person || (contact?.persons.some((person) => person.id === refs.contact_person) ?? false),
    };
  }

  /** An active member of the active account with the role user (offers are staff only, seed §6). */
  async activeStaff(accountId: string, userId: string): Promise<boolean> {
    const membership = await this.memberships.membership(accountId, userId);
    return membership?.status === 'active' && membership.account_status === 'active' && membership.roles.includes('user');
  }

  /** The account's hourly rates now (cents per hour; all 0 until a manager set them). */
  async currentRates(accountId: string): Promise<OfferRateValues> {
    return (await this.repository.current(offerRatesAggregate, accountId, accountId)).state.rates;
  }
}
