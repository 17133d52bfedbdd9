import type { SavedFiltersMenuProps } from '../../components/SavedFiltersMenu';
import { useCatalog } from '../../lib/i18n-catalog';
import { withFilterDeleted, withFilterRenamed, withFilterSaved, type FilterSubscriptions, type SavedFilter } from '../../lib/saved-filters';
import { COLLAB, collabCatalog } from './collab.catalog';

export interface SavedFilterMenuOptions<Q> {
  /** The user's saved filters of the list (`useSavedFilters`). */
  saved: { filters: readonly SavedFilter<Q>[]; update(next: SavedFilter<Q>[]): void };
  /** What "Aktuellen Filter speichern" keeps of the query on screen. */
  current(): Partial<Q>;
  onPick(filter: SavedFilter<Q>): void;
  /** The subscriptions of the list's saved filters (tasks, offers: the app wires them); absent: no toggle. */
  subscriptions?: FilterSubscriptions;
  /** A saved filter's query as a subscription's `filter`: the list's filter keys without brackets (lib/list-filter.ts). */
  filterOf?(query: Partial<Q>): Record<string, unknown>;
}

/**
 * The saved filters' menu of a list (SavedFiltersMenu's props): pick, save the current filter, rename, delete, all in
 * local storage; with `subscriptions` and `filterOf`, each filter's "Benachrichtigen" toggle, and a subscribed
 * filter's subscription follows it (renamed: its new name; saved over: its new filter; deleted: gone).
 */
export function useSavedFilterMenu<Q>({ saved, current, onPick, subscriptions, filterOf }: SavedFilterMenuOptions<Q>): SavedFiltersMenuProps<Q> {
  const { t } = useCatalog(COLLAB, collabCatalog);
  const { filters, update } = saved;
  const notifying = subscriptions && filterOf ? { subscriptions, filterOf } : null;
  return {
    filters,
    onPick,
    onSave: (name) => {
      const query = current();
      const trimmed = name.trim();
      const previous = filters.find((filter) => filter.name.toLowerCase() === trimmed.toLowerCase());
      update(withFilterSaved(filters, name, query));
      if (trimmed && previous && notifying) notifying.subscriptions.replaced(previous.name, trimmed, notifying.filterOf(query));
    },
    onRename: (from, to) => {
      const next = withFilterRenamed(filters, from, to);
      update(next);
      const renamed = to.trim();
      if (notifying && renamed !== from && next.some((filter) => filter.name === renamed)) notifying.subscriptions.renamed(from, renamed);
    },
    onDelete: (name) => {
      update(withFilterDeleted(filters, name));
      notifying?.subscriptions.deleted(name);
    },
    notify: notifying
      ? {
          isOn: (name) => notifying.subscriptions.subscribed.includes(name),
          busy: (name) => notifying.subscriptions.pending.includes(name),
          label: (name) => t('savedFilters.notify', { name }),
          onToggle: (filter, on) => {
            if (on) notifying.subscriptions.subscribe(filter.name, notifying.filterOf(filter.query));
            else notifying.subscriptions.unsubscribe(filter.name);
          },
          onOpen: notifying.subscriptions.load,
        }
      : undefined,
  };
}
