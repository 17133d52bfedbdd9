import type { FeatureFlag, Role } from '../accounts/roles';
import type { TeamGrant, TeamPermission } from './team-permissions';

/**
 * The one policy of the product (seed §6): who may read, create, edit and delete which
 * item. Pure and synchronous: the server's PolicyService gathers the facts (signature,
 * team grants, portal memberships, the item's relations) and every query, command,
 * socket push, print and download asks `can`; the client asks the same function to hide
 * what the user cannot do. Lists ask `readScope` and turn it into a filter; the spec
 * proves that `matchesReadScope` and `can(…, 'read', …)` agree on every item.
 *
 * The rules, as the seed states them and as we chose where it is silent:
 * - An app that the account has not enabled allows nothing.
 * - Contacts and offers need the role `user`; tasks and protocols are open to `user` and
 *   `contact` (portal users), protocol creation needs `user`; surveys need `surveys`.
 * - Owners (author or creator) read, edit and delete their own items, drafts included.
 * - Assignees (task), attendees (protocol) and viewers (distributor) of a task, protocol or
 *   offer read it, drafts included (seed §6: "sees items assigned to them"; issue 11 item
 *   10); every other relation (team, extended permissions, portal sharing) applies to
 *   published items only: the rest of the team sees a draft once it is published.
 *   Survey assignees read published surveys only, and need no role for it (they answer
 *   them; issue 15); portal users only where the account has `apps.surveys.portal`.
 * - A team permission applies to the published items of that team: `read`, `edit`,
 *   `delete`; `admin` implies all of them. Creating an item in a team needs `create`
 *   there (seed: "Authors need create permission in the team").
 * - Extended permissions: a member's read, edit and delete of a team reach every published
 *   item created by a member of that team, whatever team the item is in.
 * - Portal users read the published tasks and protocols shared with their contact; with
 *   the portal's extended permission also those created by the other users of their
 *   portal. They may create tasks (without a team); they read their own contact.
 * - Contacts: every `user` reads, creates, edits and deletes them (a shared customer list).
 * - Managers configure the account; they get no item access from that role alone.
 */

export const POLICY_ACTIONS = ['read', 'create', 'edit', 'delete'] as const;
export type PolicyAction = (typeof POLICY_ACTIONS)[number];

export const POLICY_ITEM_KINDS = ['contact', 'task', 'protocol', 'offer', 'survey'] as const;
export type PolicyItemKind = (typeof POLICY_ITEM_KINDS)[number];

/** A portal user's membership in the portal of one contact. */
export interface PortalGrant {
  contact_id: string;
  extended_permissions: boolean;
}

/** The caller, as the policy sees them in the current account. */
export interface PolicyActor {
  userId: string;
  /** The signature's roles (team_admin and admin included). */
  roles: readonly Role[];
  /** The account's feature flags (`apps.tasks`, …). */
  flags: readonly string[];
  teams: readonly TeamGrant[];
  portals: readonly PortalGrant[];
}

/** What the policy needs to know of an item (fields that do not apply stay empty). */
export interface PolicyItem {
  kind: PolicyItemKind;
  /** Contacts: the contact's own id (portal users read their own contact). */
  contactId?: string | null;
  /** The item's team(s): a task's or offer's team, a protocol's teams. */
  teamIds: readonly string[];
  authorId: string | null;
  createdBy: string | null;
  published: boolean;
  /** Assignees (task, survey) and attendees (protocol). */
  assigneeIds: readonly string[];
  /** Viewers / distributors. */
  viewerIds: readonly string[];
  /** Contacts the item is linked to with the public flag (shared into their portal). */
  sharedContactIds: readonly string[];
  /** The teams the item's creator belongs to (for extended permissions). */
  creatorTeamIds: readonly string[];
  /** The portals (contact ids) the item's creator belongs to (for portal extended permissions). */
  creatorPortalContactIds: readonly string[];
}

/** A PolicyItem with the fields that do not matter left empty. */
export function policyItem(kind: PolicyItemKind, facts: Partial<Omit<PolicyItem, 'kind'>> = {}): PolicyItem {
  return {
    kind,
    contactId: null,
    teamIds: [],
    authorId: null,
    createdBy: null,
    published: false,
    assigneeIds: [],
    viewerIds: [],
    sharedContactIds: [],
    creatorTeamIds: [],
    creatorPortalContactIds: [],
    ...facts,
  };
}

/** The account lets portal users be assigned to surveys and answer them (issue 15). */
export const SURVEY_PORTAL_FLAG: FeatureFlag = 'apps.surveys.portal';

const APP_OF: Record<PolicyItemKind, string> = {
  contact: 'apps.contacts',
  task: 'apps.tasks',
  protocol: 'apps.protocols',
  offer: 'apps.offers',
  survey: 'apps.surveys',
};

/** The roles that open an app for an action (before any relation is looked at). */
function roleAllows(roles: readonly Role[], kind: PolicyItemKind, action: PolicyAction): boolean {
  const has = (role: Role) => roles.includes(role);
  switch (kind) {
    case 'contact':
      return has('user') || (action === 'read' && has('contact'));
    case 'offer':
      return has('user');
    case 'task':
      return has('user') || has('contact');
    case 'protocol':
      return has('user') || (action !== 'create' && has('contact'));
    case 'survey':
      // Assignees read (and answer) a published survey whatever their roles (issue 15).
      return has('surveys') || action === 'read';
  }
}

const holds = (grant: TeamGrant, permission: TeamPermission): boolean =>
  grant.permissions.includes(permission) || grant.permissions.includes('admin');

const TEAM_ITEM_KINDS: ReadonlySet<PolicyItemKind> = new Set(['task', 'protocol', 'offer']);

/** May `actor` do `action` to `item`? */
export function can(actor: PolicyActor, action: PolicyAction, item: PolicyItem): boolean {
  if (!actor.flags.includes(APP_OF[item.kind])) return false;
  if (!roleAllows(actor.roles, item.kind, action)) return false;
  const isUser = actor.roles.includes('user');

  if (item.kind === 'contact') {
    if (isUser) return true;
    return action === 'read' && actor.portals.some((portal) => portal.contact_id === item.contactId);
  }

  if (item.kind === 'survey') return surveyAllows(actor, action, item);

  if (action === 'create') {
    // Portal users create tasks outside teams; everyone else needs `create` in every team named.
    if (!isUser) return item.kind === 'task' && item.teamIds.length === 0;
    return item.teamIds.every((teamId) => actor.teams.some((grant) => grant.team_id === teamId && holds(grant, 'create')));
  }

  const isOwner = item.authorId === actor.userId || item.createdBy === actor.userId;
  if (isOwner) return true;
  const isParticipant = item.assigneeIds.includes(actor.userId) || item.viewerIds.includes(actor.userId);
  if (action === 'read' && isParticipant) return true;
  if (!item.published) return false;

  if (action === 'read') {
    if (!isUser) return portalReads(actor, item);
  } else if (!isUser) {
    return false;
  }

  if (!TEAM_ITEM_KINDS.has(item.kind)) return false;
  const permission: TeamPermission = action;
  return actor.teams.some(
    (grant) =>
      holds(grant, permission) &&
      (item.teamIds.includes(grant.team_id) || (grant.extended_permissions && item.creatorTeamIds.includes(grant.team_id))),
  );
}

/** Portal users (role contact without user) answer surveys only where the account allows it (flag apps.surveys.portal). */
const answersSurveys = (actor: PolicyActor): boolean =>
  actor.roles.includes('user') || !actor.roles.includes('contact') || actor.flags.includes(SURVEY_PORTAL_FLAG);

/**
 * Surveys (issue 15): the author, while they hold the role surveys, does everything with
 * their own; assignees read a published survey (to answer it) whatever their roles, portal
 * users only where the account allows it.
 */
function surveyAllows(actor: PolicyActor, action: PolicyAction, item: PolicyItem): boolean {
  if (actor.roles.includes('surveys') && (action === 'create' || item.authorId === actor.userId || item.createdBy === actor.userId)) return true;
  return action === 'read' && item.published && item.assigneeIds.includes(actor.userId) && answersSurveys(actor);
}

function portalReads(actor: PolicyActor, item: PolicyItem): boolean {
  if (item.kind !== 'task' && item.kind !== 'protocol') return false;
  return actor.portals.some(
    (portal) =>
      item.sharedContactIds.includes(portal.contact_id) || (portal.extended_permissions && item.creatorPortalContactIds.includes(portal.contact_id)),
  );
}

/**
 * Which items of a kind the actor may read, as a list query needs it: an item is
 * readable when `all`, or it is owned by the actor, or the actor participates in it
 * (`participantId`, drafts included except for surveys), or it is published and matches
 * one of the other sets. `creatorTeamIds` and `creatorPortalContactIds` name teams/portals whose
 * members' items are readable (the query resolves them to creator ids).
 */
export interface ReadScope {
  all: boolean;
  none: boolean;
  ownerId: string;
  /** Items the actor is assigned to, attends or views (drafts included; surveys: published only). */
  participantId: string | null;
  /** Published items of these teams. */
  teamIds: string[];
  /** Published items created by members of these teams. */
  creatorTeamIds: string[];
  /** Published items shared with these contacts. */
  sharedContactIds: string[];
  /** Published items created by members of these portals. */
  creatorPortalContactIds: string[];
  /** Contacts only: the contacts the actor may read when not `all`. */
  contactIds: string[];
}

export function readScope(actor: PolicyActor, kind: PolicyItemKind): ReadScope {
  const scope: ReadScope = {
    all: false,
    none: false,
    ownerId: actor.userId,
    participantId: null,
    teamIds: [],
    creatorTeamIds: [],
    sharedContactIds: [],
    creatorPortalContactIds: [],
    contactIds: [],
  };
  if (!actor.flags.includes(APP_OF[kind]) || !roleAllows(actor.roles, kind, 'read')) return { ...scope, none: true };
  const isUser = actor.roles.includes('user');
  if (kind === 'contact') {
    if (isUser) return { ...scope, all: true };
    return { ...scope, contactIds: actor.portals.map((portal) => portal.contact_id) };
  }
  if (kind === 'survey')
    return {
      ...scope,
      // Without the role their own surveys are not theirs to read (ownerId '' matches nobody).
      ownerId: actor.roles.includes('surveys') ? actor.userId : '',
      participantId: answersSurveys(actor) ? actor.userId : null,
    };
  scope.participantId = actor.userId;
  if (!isUser) {
    if (kind === 'task' || kind === 'protocol') {
      scope.sharedContactIds = actor.portals.map((portal) => portal.contact_id);
      scope.creatorPortalContactIds = actor.portals.filter((portal) => portal.extended_permissions).map((portal) => portal.contact_id);
    }
    return scope;
  }
  const readable = actor.teams.filter((grant) => holds(grant, 'read'));
  scope.teamIds = readable.map((grant) => grant.team_id);
  scope.creatorTeamIds = readable.filter((grant) => grant.extended_permissions).map((grant) => grant.team_id);
  return scope;
}

/** Does `item` fall into `scope`? The reference a list query's filter must agree with. */
export function matchesReadScope(scope: ReadScope, item: PolicyItem): boolean {
  if (scope.none) return false;
  if (scope.all) return true;
  if (item.kind === 'contact') return item.contactId != null && scope.contactIds.includes(item.contactId);
  if (scope.ownerId !== '' && (item.authorId === scope.ownerId || item.createdBy === scope.ownerId)) return true;
  const participates =
    scope.participantId !== null &&
    (item.assigneeIds.includes(scope.participantId) || (item.kind !== 'survey' && item.viewerIds.includes(scope.participantId)));
  if (participates && (item.published || item.kind !== 'survey')) return true;
  if (!item.published) return false;
  const overlaps = (a: readonly string[], b: readonly string[]) => a.some((value) => b.includes(value));
  return (
    overlaps(item.teamIds, scope.teamIds) ||
    overlaps(item.creatorTeamIds, scope.creatorTeamIds) ||
    overlaps(item.sharedContactIds, scope.sharedContactIds) ||
    overlaps(item.creatorPortalContactIds, scope.creatorPortalContactIds)
  );
}

/** Team management (seed §6 "Team admin: team settings, members and their permissions"). */
export type TeamAction = 'create' | 'manage' | 'delete';

export function canManageTeam(actor: Pick<PolicyActor, 'roles' | 'teams'>, action: TeamAction, teamId?: string): boolean {
  if (actor.roles.includes('manager')) return true;
  if (action !== 'manage' || !teamId) return false;
  return actor.teams.some((grant) => grant.team_id === teamId && grant.permissions.includes('admin'));
}
