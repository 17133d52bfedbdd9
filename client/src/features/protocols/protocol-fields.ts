import type { ProtocolView } from '@kollab/contracts';
import type { ProtocolFields } from './protocols.state';

/** The fields the edit form changes, in the order the conflict dialog and the diff list them. */
export const PROTOCOL_FIELDS = [
  'title',
  'type',
  'teams',
  'date',
  'author',
  'body',
  'attendees',
  'viewers',
  'comments_enabled',
  'published',
] as const satisfies readonly (keyof ProtocolFields)[];

/** The fields a version comparison lists. */
export const PROTOCOL_DIFF_FIELDS = ['number', ...PROTOCOL_FIELDS] as const;

/** The form's values of a protocol. */
export function fieldsOf(view: ProtocolView): ProtocolFields {
  const { title, type, teams, date, author, body, attendees, viewers, comments_enabled, published } = view;
  return { title, type, teams: [...teams], date, author, body, attendees: [...attendees], viewers: [...viewers], comments_enabled, published };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Lists are sets here: their order is no change. */
const normal = (value: unknown) => (Array.isArray(value) ? [...value].sort() : value);

/** What the form changed relative to the version it started from (what PATCH sends: nothing else). */
export function changedFields(base: ProtocolFields, values: ProtocolFields): Partial<ProtocolFields> {
  const changes: Partial<Record<keyof ProtocolFields, unknown>> = {};
  for (const field of PROTOCOL_FIELDS) {
    if (!same(normal(base[field]), normal(values[field]))) changes[field] = values[field];
  }
  return changes as Partial<ProtocolFields>;
}

/** The rule of publishing (seed): a type and at least one team. */
export const canPublish = (values: Pick<ProtocolFields, 'type' | 'teams'>) => Boolean(values.type) && values.teams.length > 0;
