import type { PortalNames } from '@kollab/contracts';
import type { ActorNames } from '../../../core/history/actor-names';
import type { TypeCatalog, TypeKind } from '../../types/public/type-catalog';

/** What one shared item names: its type (id) and the users it names by id. */
export interface NamedItem {
  type: string | null;
  userIds: readonly string[];
}

/**
 * The names the views shared with portal users carry (contracts `PortalNames`, issue 11
 * item 8): one batched read of the users' display names (ACTOR_NAMES) and one type lookup
 * per distinct type (TYPE_CATALOG, in the account only) for any number of items.
 */
export async function portalNamesOf(
  ports: { names: ActorNames; types: TypeCatalog },
  accountId: string,
  kind: Extract<TypeKind, 'task' | 'protocol'>,
  items: readonly NamedItem[],
): Promise<PortalNames[]> {
  const userIds = [...new Set(items.flatMap((item) => item.userIds))];
  const typeIds = [...new Set(items.flatMap((item) => (item.type ? [item.type] : [])))];
  const [names, titles] = await Promise.all([
    userIds.length > 0 ? ports.names.namesOf(userIds) : new Map<string, string>(),
    Promise.all(typeIds.map(async (id) => [id, (await ports.types.find(accountId, kind, id))?.title ?? null] as const)),
  ]);
  const typeTitles = new Map(titles);
  const user_names = Object.fromEntries(names);
  // portalTaskView / portalProtocolView keep only the names of the ids each view names.
  return items.map((item) => ({ type_title: item.type ? (typeTitles.get(item.type) ?? null) : null, user_names }));
}

/** The portal faces of views (`face`: portalTaskView, portalProtocolView), with the names of the ids `userIdsOf` lists. */
export async function portalFacesOf<View extends { type: string | null }, Face>(
  ports: { names: ActorNames; types: TypeCatalog },
  accountId: string,
  kind: Extract<TypeKind, 'task' | 'protocol'>,
  views: readonly View[],
  userIdsOf: (view: View) => string[],
  face: (view: View, names: PortalNames) => Face,
): Promise<Face[]> {
  const names = await portalNamesOf(
    ports,
    accountId,
    kind,
    views.map((view) => ({ type: view.type, userIds: userIdsOf(view) })),
  );
  return views.map((view, i) => face(view, names[i]));
}
