import { ChangeProtocolInput, COMMENTS_ENABLED_BY_DEFAULT, CreateProtocolInput, type Locale } from '@kollab/contracts';
import { validateWith, type FieldMessages } from '../../lib/validation';
import { canPublish } from './protocol-fields';
import type { ProtocolFields } from './protocols.state';

/** Today as the meeting day (YYYY-MM-DD, local). */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const emptyFields = (author: string, date = today()): ProtocolFields => ({
  title: '',
  type: null,
  teams: [],
  date,
  author,
  body: '',
  attendees: [],
  viewers: [],
  comments_enabled: COMMENTS_ENABLED_BY_DEFAULT,
  published: false,
});

/** POST v1/protocols: the filled fields (an empty body or type is left out). */
export function createBody(values: ProtocolFields): Partial<ProtocolFields> {
  const body: Partial<ProtocolFields> = { ...values, title: values.title.trim() };
  if (!values.type) delete body.type;
  if (!values.body) delete body.body;
  return body;
}

/** The publishing rule on the whole form (a published protocol needs a type and a team). */
export function publishMessage(values: Pick<ProtocolFields, 'published' | 'type' | 'teams'>, text: string): FieldMessages {
  return values.published && !canPublish(values) ? { published: text } : {};
}

/**
 * The contracts' rules (the DTO the server validates `body` with) and the publishing rule on
 * the whole form, before sending: the form says what the server's 422 would.
 */
export function checkFields(
  values: ProtocolFields,
  body: Partial<ProtocolFields>,
  mode: 'create' | 'edit',
  locale: Locale,
  publishText: string,
): FieldMessages {
  const rules =
    mode === 'create'
      ? validateWith(CreateProtocolInput, body as Partial<CreateProtocolInput>, locale)
      : validateWith(ChangeProtocolInput, body as Partial<ChangeProtocolInput>, locale);
  return { ...rules, ...publishMessage(values, publishText) };
}
