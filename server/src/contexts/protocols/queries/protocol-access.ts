import { Inject, Injectable } from '@nestjs/common';
import {
  can,
  portalProtocolUserIds,
  portalProtocolView,
  type ItemAbilities,
  type PolicyAction,
  type PolicyActor,
  type PortalProtocolView,
  type ProtocolView,
} from '@kollab/contracts';
import { ACTOR_NAMES, type ActorNames } from '../../../core/history/actor-names';
import { PolicyService, type AccountPrincipal } from '../../access/public/policy.service';
import { PORTAL_GRANTS, type PortalGrants } from '../../access/public/portal-grants';
import { portalFacesOf } from '../../access/public/portal-names';
import { TEAM_DIRECTORY, type TeamDirectory } from '../../teams/public/team-directory';
import { TYPE_CATALOG, type TypeCatalog } from '../../types/public/type-catalog';
import { assertMay, protocolPolicyItem, type ProtocolRelations } from '../commands/protocol-policy';
import { callerScopeKeys } from '../projections/scope-keys';

/**
 * The read side of the one policy for protocols: the caller's actor, whether they read
 * one protocol (404 when not), which face they see (portal users: PortalProtocolView),
 * and the scope keys a list filters by (projections/scope-keys.ts is the other half).
 */
@Injectable()
export class ProtocolAccess {
  constructor(
    private readonly policy: PolicyService,
    @Inject(TEAM_DIRECTORY) private readonly teams: TeamDirectory,
    @Inject(PORTAL_GRANTS) private readonly portals: PortalGrants,
    @Inject(ACTOR_NAMES) private readonly names: ActorNames,
    @Inject(TYPE_CATALOG) private readonly types: TypeCatalog,
  ) {}

  actor(principal: AccountPrincipal): Promise<PolicyActor> {
    return this.policy.actor(principal);
  }

  /** 404 protocols.protocol_not_found unless the actor reads the protocol now. */
  assertReads(accountId: string, actor: PolicyActor, protocol: ProtocolRelations): Promise<void> {
    return this.assertMay(accountId, actor, 'read', protocol);
  }

  /** Whether the actor reads the protocol now (no throw). */
  async reads(accountId: string, actor: PolicyActor, protocol: ProtocolRelations): Promise<boolean> {
    return can(actor, 'read', protocolPolicyItem(protocol, await this.policy.creatorFacts(accountId, protocol.created_by)));
  }

  /**
   * GET v1/protocols/{id}: `here`, and a protocol the caller reads in another of their accounts
   * is 404 `tenancy.other_account` naming it (seed §8; PolicyService.orOtherAccount).
   */
  orOtherAccount<T>(
    principal: AccountPrincipal,
    here: () => Promise<T>,
    readsThere: (accountId: string, actor: PolicyActor) => Promise<boolean>,
  ): Promise<T> {
    return this.policy.orOtherAccount(principal, { app: 'protocols', roles: ['user', 'contact'] }, here, readsThere);
  }

  /** 404 protocols.protocol_not_found when the actor may not read the protocol, 403 auth.forbidden when not `action`. */
  async assertMay(accountId: string, actor: PolicyActor, action: PolicyAction, protocol: ProtocolRelations): Promise<void> {
    assertMay(actor, action, protocolPolicyItem(protocol, await this.policy.creatorFacts(accountId, protocol.created_by)));
  }

  /** What the one policy lets the actor do with the protocol now (GET v1/protocols/{id}'s `can`). */
  async abilities(accountId: string, actor: PolicyActor, protocol: ProtocolRelations): Promise<ItemAbilities> {
    const item = protocolPolicyItem(protocol, await this.policy.creatorFacts(accountId, protocol.created_by));
    return { edit: can(actor, 'edit', item), delete: can(actor, 'delete', item) };
  }

  /**
   * Staff see the whole view; portal users (without the role user) its public face, with the
   * type's title and the names of its author, attendees, comment authors and file uploaders.
   */
  async facesFor(accountId: string, actor: PolicyActor, views: readonly ProtocolView[]): Promise<Array<ProtocolView | PortalProtocolView>> {
    return actor.roles.includes('user') ? [...views] : this.portalViews(accountId, views);
  }

  async faceFor(accountId: string, actor: PolicyActor, view: ProtocolView): Promise<ProtocolView | PortalProtocolView> {
    return (await this.facesFor(accountId, actor, [view]))[0];
  }

  /** The PortalProtocolViews of the protocols, with the names they show (one batched read; also for pushes). */
  async portalViews(accountId: string, views: readonly ProtocolView[]): Promise<PortalProtocolView[]> {
    return portalFacesOf({ names: this.names, types: this.types }, accountId, 'protocol', views, portalProtocolUserIds, portalProtocolView);
  }

  /** The keys of protocols the actor may read (empty: none); a protocol is readable when its scope_keys hold one. */
  async scopeKeys(accountId: string, actor: PolicyActor): Promise<string[]> {
    const scope = this.policy.readScope(actor, 'protocol');
    if (scope.none) return [];
    const [teamMembers, portalUsers] = await Promise.all([
      scope.creatorTeamIds.length > 0 ? this.teams.membersOf(accountId, scope.creatorTeamIds) : new Map<string, string[]>(),
      scope.creatorPortalContactIds.length > 0 ? this.portals.usersOf(accountId, scope.creatorPortalContactIds) : [],
    ]);
    return callerScopeKeys(scope, [...[...teamMembers.values()].flat(), ...portalUsers]);
  }
}
