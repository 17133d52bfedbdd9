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

/**
 * What happened, as a sentence with the actor: "Anna Berg hat Status, Fälligkeit geändert und 2 weitere Änderungen".
 * A kind without a text of its own (the server adds kinds before this client words them) says "Neue Benachrichtigung".
 */
export function lineText(view: NotificationView, actor: string, t: TFunction): string {
  const kind: string = view.kind;
  let text: string;
  if (kind === 'changed' && view.fields.length) text = t('actions.changed', { actor, fields: fieldsText(view.fields, t) });
  else if (kind === 'changed') text = t('actions.changedSome', { actor });
  else text = t(`actions.${kind}`, { actor, defaultValue: '' }) || t('actions.other');
  return view.count > 1 ? `${text} ${t('more', { count: view.count - 1 })}` : text;
}

/** The item as the line names it: "AUF-12 Angebot prüfen" (the title alone without a number). */
export function itemText(item: NotificationView['item']): string {
  return item.number ? `${item.number} ${item.title}` : item.title;
}
