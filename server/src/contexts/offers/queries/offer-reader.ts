import { Inject, Injectable } from '@nestjs/common';
import type { ItemAbilities, PolicyActor, PolicyItem } from '@kollab/contracts';
import { READ_STORE, type ReadStore } from '../../../core/read-store/read-store';
import { PolicyService, type AccountPrincipal } from '../../access/public/policy.service';
import { TEAM_DIRECTORY, type TeamDirectory } from '../../teams/public/team-directory';
import { offerPolicyItem } from '../domain/offer-policy';
import { offerNotFound } from '../domain/offer.errors';
import { OFFERS_COLLECTION, type OfferRow } from '../projections/offer-list.projection';
import { offerReaderKeys } from '../projections/offer-scope';

/** Reads of the offers read model, always within one account and through the policy. */
@Injectable()
export class OfferReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly policy: PolicyService,
    @Inject(TEAM_DIRECTORY) private readonly teams: TeamDirectory,
  ) {}

  rows(accountId: string) {
    return this.store.collection<OfferRow>(OFFERS_COLLECTION).forAccount(accountId);
  }

  /** The live offer's row if `actor` may read it; 404 `offers.offer_not_found` otherwise (unknown, deleted, another account's or not readable). */
  async readable(accountId: string, actor: PolicyActor, id: string): Promise<OfferRow> {
    return (await this.readableWithAbilities(accountId, actor, id)).row;
  }

  /** As `readable`, with what the one policy lets `actor` do with the offer now (GET v1/offers/{id}'s `can`). */
  async readableWithAbilities(accountId: string, actor: PolicyActor, id: string): Promise<{ row: OfferRow; can: ItemAbilities }> {
    const found = await this.readableRow(accountId, actor, id);
    if (!found) throw offerNotFound();
    const { row, item } = found;
    return { row, can: { edit: this.policy.can(actor, 'edit', item), delete: this.policy.can(actor, 'delete', item) } };
  }

  /**
   * GET v1/offers/{id}: `readableWithAbilities`, and an offer the caller reads in another of
   * their accounts is 404 `tenancy.other_account` naming it (seed §8; PolicyService.orOtherAccount).
   */
  readableHereOrElsewhere(principal: AccountPrincipal, actor: PolicyActor, id: string): Promise<{ row: OfferRow; can: ItemAbilities }> {
    return this.policy.orOtherAccount(
      principal,
      { app: 'offers', roles: ['user'] },
      () => this.readableWithAbilities(principal.accountId, actor, id),
      async (accountId, there) => (await this.readableRow(accountId, there, id)) !== null,
    );
  }

  private async readableRow(accountId: string, actor: PolicyActor, id: string): Promise<{ row: OfferRow; item: PolicyItem } | null> {
    const row = await this.rows(accountId).get(id);
    if (!row || row.deleted) return null;
    const item = offerPolicyItem(row.state, await this.policy.creatorFacts(accountId, row.state.created_by));
    return this.policy.can(actor, 'read', item) ? { row, item } : null;
  }

  /**
   * The caller's read scope as keys a row's `scope` must share one of (see
   * projections/offer-scope.ts); null when the caller reads no offer at all. Extended
   * permissions name teams: their members are the creators whose offers count.
   */
  async scopeKeys(accountId: string, actor: PolicyActor): Promise<string[] | null> {
    const scope = this.policy.readScope(actor, 'offer');
    if (scope.none) return null;
    const creatorTeams = scope.creatorTeamIds.length > 0 ? await this.teams.membersOf(accountId, scope.creatorTeamIds) : undefined;
    return offerReaderKeys(scope, [...(creatorTeams?.values() ?? [])].flat());
  }
}
