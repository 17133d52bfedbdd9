import type { TFunction } from 'i18next';
import type { NotificationView } from '@kollab/contracts';

/** Who did it: their name, "Jemand" when unknown (a user not in the lookup, a portal user's view, the system). */
export function actorName(view: NotificationView, names: Readonly<Record<string, string>>, t: TFunction): string {
  return (view.actor_id && names[view.actor_id]) || t('someone');
}

/** The fields a change touched, in words ("Status, Fälligkeit"); a field without a text of its own keeps its name. */
export function fieldsText(fields: readonly string[], t: TFunction): string {
  return fields.map((field) => t(`fields.${field}`, { defaultValue: field })).join(', ');
}

/** The kinds about a saved filter the user subscribed to: the line names the filter (`subscription`). */
const FILTER_KINDS: readonly string[] = ['filter_matched', 'filter_unmatched'];

/**
 * What happened, as a sentence with the actor: "Anna Berg hat Status, Fälligkeit geändert und 2 weitere Änderungen";
 * the item is named on a line of its own (`itemText`). A saved filter's kinds name the filter: "Passt jetzt zum
 * Filter „Reklamationen Müller, offen“" (without its subscription: "… zu einem Ihrer gespeicherten Filter").
 * A kind without a text of its own (the server adds kinds before this client words them) says "Neue Benachrichtigung".
 */
export function lineText(view: NotificationView, actor: string, t: TFunction): string {
  const kind: string = view.kind;
  const filterText = (filterKind: string) =>
    view.subscription ? t(`actions.${filterKind}`, { filter: view.subscription.name }) : t(`actions.${filterKind}Unnamed`);
  let text: string;
  if (kind === 'changed' && view.fields.length) text = t('actions.changed', { actor, fields: fieldsText(view.fields, t) });
  else if (kind === 'changed') text = t('actions.changedSome', { actor });
  else if (FILTER_KINDS.includes(kind)) text = filterText(kind);
  else text = t(`actions.${kind}`, { actor, defaultValue: '' }) || t('actions.other');
  if (view.count > 1) text = `${text} ${t('more', { count: view.count - 1 })}`;
  // A change that also made the item enter (or leave) a subscribed filter: the filter is named too.
  const folded = FILTER_KINDS.includes(kind) ? undefined : [...view.kinds].reverse().find((other) => FILTER_KINDS.includes(other));
  return folded ? `${text} · ${filterText(folded)}` : text;
}

/** The item as the line names it: "AUF-12 Angebot prüfen" (the title alone without a number). */
export function itemText(item: NotificationView['item']): string {
  return item.number ? `${item.number} ${item.title}` : item.title;
}
