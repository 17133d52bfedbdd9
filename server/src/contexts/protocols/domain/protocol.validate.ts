import { isYmdDate, PROTOCOL_BODY_MAX, PROTOCOL_COMMENT_MAX, PROTOCOL_LIST_MAX, PROTOCOL_TITLE_MAX, type FormErrors } from '@kollab/contracts';
import type { ProtocolFacts } from './protocol.commands';
import type { ProtocolFields } from './protocol.events';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The fields after a create or change, each checked; `errors` names every failed field. */
export function checkProtocol(
  fields: ProtocolFields,
  facts: ProtocolFacts,
  previous?: ProtocolFields,
): { fields: ProtocolFields; errors: FormErrors } {
  const errors: FormErrors = {};
  const fail = (field: string, key: string, params?: Record<string, string | number>) =>
    (errors[field] ??= []).push({ key, ...(params ? { params } : {}) });
  const title = typeof fields.title === 'string' ? fields.title.trim() : '';
  if (!title) fail('title', 'validation.required');
  else if (title.length > PROTOCOL_TITLE_MAX) fail('title', 'validation.max_length', { max: PROTOCOL_TITLE_MAX });
  const type = isText(fields.type) ? fields.type.trim() : null;
  if (type !== null && type !== previous?.type && !facts.typeKnown) fail('type', 'validation.one_of');
  if (!isYmdDate(fields.date)) fail('date', 'validation.date');
  if (typeof fields.body !== 'string') fail('body', 'validation.string');
  else if (fields.body.length > PROTOCOL_BODY_MAX) fail('body', 'protocols.body_too_long');
  const teams = [...new Set(fields.teams)];
  if (teams.length > PROTOCOL_LIST_MAX) fail('teams', 'validation.max', { max: PROTOCOL_LIST_MAX });
  // Teams and members already on the protocol stay valid (a team deleted later, a member who left).
  const teamOk = (id: string) => facts.knownTeamIds.includes(id) || previous?.teams.includes(id);
  if (!teams.every(teamOk)) fail('teams', 'protocols.team_unknown');
  const memberOk = (id: string, before: readonly string[] = []) => facts.activeMemberIds.includes(id) || before.includes(id);
  if (!isText(fields.author) || !memberOk(fields.author, previous ? [previous.author] : [])) fail('author', 'protocols.member_not_active');
  const attendees = [...new Set(fields.attendees)];
  const viewers = [...new Set(fields.viewers)];
  for (const [field, list, before] of [
    ['attendees', attendees, previous?.attendees],
    ['viewers', viewers, previous?.viewers],
  ] as const) {
    if (list.length > PROTOCOL_LIST_MAX) fail(field, 'validation.max', { max: PROTOCOL_LIST_MAX });
    else if (!list.every((id) => memberOk(id, before))) fail(field, 'protocols.member_not_active');
  }
  if (typeof fields.comments_enabled !== 'boolean') fail('comments_enabled', 'validation.boolean');
  return { fields: { ...fields, title, type, teams, attendees, viewers }, errors };
}

/** A comment's text: required, at most PROTOCOL_COMMENT_MAX characters. */
export function checkComment(body: unknown): FormErrors {
  if (!isText(body)) return { body: [{ key: 'validation.required' }] };
  if (body.length > PROTOCOL_COMMENT_MAX) return { body: [{ key: 'validation.max_length', params: { max: PROTOCOL_COMMENT_MAX } }] };
  return {};
}
