import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ERROR_MESSAGES,
  VALIDATION_MESSAGES,
  type MySurveyAnswersView,
  type SurveyAnswerInput,
  type SurveyDetailView,
  type WriteResult,
} from '@kollab/contracts';
import { startAccountsApp, unique, type AccountsTestApp, type TestUser } from '../../support/accounts-app';
import { eventually } from '../../support/jobs-waits';
import type { JsonResponse } from '../../support/test-app';

export interface ErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
  account?: { account_id: string; account_name: string };
}

/** A caller: a user with the signature of one account (`refresh` fetches a new one, after the account's apps or flags changed). */
export interface Caller {
  user: TestUser;
  sig: string;
  refresh(): Promise<void>;
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<JsonResponse<T>>;
}

/**
 * One organisation with the surveys app (and contacts, tasks):
 *  - `author` and `other`: staff with the roles user and surveys (they create surveys);
 *  - `staff`: members with the role user only (assignees: they answer without the surveys role);
 *  - `stranger`: role user, never assigned; `portal`: a portal user (role contact);
 *  - `manager`: the organisation's first manager (manager, user, team_admin; not surveys).
 */
export interface SurveysOrg {
  org: string;
  name: string;
  manager: Caller;
  author: Caller;
  other: Caller;
  stranger: Caller;
  portal: Caller;
  staff: Caller[];
}

export interface SurveysFixture {
  t: AccountsTestApp;
  /** An organisation with `staff` members of role user (4 unless given). */
  organisation(options?: { staff?: number; apps?: string[] }): Promise<SurveysOrg>;
  /** A caller of an existing user in an organisation (a member already). */
  caller(user: TestUser, org: string): Promise<Caller>;
  /** The manager sets the account's flags that are not apps (PUT v2/account/feature-flags); callers refresh their signature. */
  setFlags(o: SurveysOrg, flags: string[]): Promise<void>;
}

/** Setting up an organisation takes a while: the hook gets longer than a test. */
export const FIXTURE_TIMEOUT_MS = 120_000;

export async function startSurveysFixture(options: { env?: Record<string, string> } = {}): Promise<SurveysFixture> {
  const t = await startAccountsApp({ env: options.env });
  const caller = async (user: TestUser, org: string): Promise<Caller> => {
    const me: Caller = {
      user,
      sig: await t.signature(user, org),
      async refresh() {
        me.sig = await t.signature(user, org);
      },
      call: (method, path, body, headers) => t.call(method, path, user, me.sig, body, headers),
    };
    return me;
  };
  return {
    t,
    caller,
    async organisation({ staff = 4, apps = ['contacts', 'tasks', 'surveys'] } = {}) {
      const managerUser = await t.user();
      const name = `Umfrage-${unique()}`;
      const org = await t.organisation(managerUser, { name, user_slots: 40, portal_user_slots: 5 });
      const manager = await caller(managerUser, org);
      const apps_ = await manager.call('PUT', '/api/v2/account/apps', { apps });
      if (apps_.status !== 200) throw new Error(`apps: ${apps_.status} ${JSON.stringify(apps_.body)}`);
      await manager.refresh();
      const member = async (roles: Array<'user' | 'surveys' | 'contact'>) => {
        const user = await t.user();
        await t.addMember(org, managerUser, user, roles);
        return caller(user, org);
      };
      const author = await member(['user', 'surveys']);
      const other = await member(['user', 'surveys']);
      const stranger = await member(['user']);
      const portal = await member(['contact']);
      const members: Caller[] = [];
      for (let i = 0; i < staff; i += 1) members.push(await member(['user']));
      return { org, name, manager, author, other, stranger, portal, staff: members };
    },
    async setFlags(o, flags) {
      const response = await o.manager.call('PUT', '/api/v2/account/feature-flags', { flags });
      if (response.status !== 200) throw new Error(`flags: ${response.status} ${JSON.stringify(response.body)}`);
      for (const who of [o.manager, o.author, o.other, o.stranger, o.portal, ...o.staff]) await who.refresh();
    },
  };
}

/** YYYY-MM-DD (UTC) `days` after today. */
export const dayFromToday = (days = 0): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** YYYY-MM-DD `days` after `day`. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A random, distinctive text: found in a dump only where it was stored. */
export const distinctive = (label: string): string => `${label}-${randomBytes(9).toString('hex')}`;

/** The nine question types, each with its own id. */
export const ALL_QUESTIONS = [
  { id: 'q_bool', type: 'boolean', question: 'Arbeiten Sie gern hier?', required: true },
  { id: 'q_date', type: 'date', question: 'Wann war Ihr letzter Urlaub?' },
  { id: 'q_time', type: 'time', question: 'Wann beginnen Sie morgens?' },
  { id: 'q_num', type: 'number', question: 'Wie viele Kilometer fahren Sie?', min: 0, max: 500 },
  { id: 'q_rating', type: 'rating', question: 'Wie bewerten Sie die Kantine?' },
  { id: 'q_scale', type: 'scale', question: 'Wie zufrieden sind Sie?', min: 0, max: 10, min_label: 'gar nicht', max_label: 'sehr' },
  {
    id: 'q_single',
    type: 'single_choice',
    question: 'Welches Team?',
    required: true,
    answer_choices: [
      { id: 'c_a', label: 'Vertrieb' },
      { id: 'c_b', label: 'Service' },
    ],
  },
  {
    id: 'q_multi',
    type: 'multiple_choice',
    question: 'Welche Getränke?',
    answer_choices: [
      { id: 'm_a', label: 'Kaffee' },
      { id: 'm_b', label: 'Tee' },
      { id: 'm_c', label: 'Wasser' },
    ],
  },
  { id: 'q_text', type: 'text', question: 'Was möchten Sie uns sagen?' },
] as const;

/** Valid answers to every question of ALL_QUESTIONS (`text` the text answer). */
export const fullAnswers = (text: string, overrides: Record<string, unknown> = {}): SurveyAnswerInput[] =>
  Object.entries({
    q_bool: true,
    q_date: '2025-08-15',
    q_time: '07:30',
    q_num: 42.5,
    q_rating: 4,
    q_scale: 7,
    q_single: 'c_b',
    q_multi: ['m_c', 'm_a'],
    q_text: text,
    ...overrides,
  }).map(([question_id, answer]) => ({ question_id, answer }) as SurveyAnswerInput);

/** A survey body ready to publish: all nine questions, the assignees given, in progress from today for a week. */
export const surveyBody = (assignees: Caller[], overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: `Mitarbeiterbefragung ${unique()}`,
  questions: ALL_QUESTIONS,
  assignees: assignees.map((a) => a.user.id),
  start_date: dayFromToday(0),
  due_date: dayFromToday(7),
  ...overrides,
});

async function ok<T>(response: Promise<JsonResponse<T>>, what: string, status = 200): Promise<T> {
  const answer = await response;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** POST v1/surveys; fails unless 201. */
export const createSurvey = async (caller: Caller, body: Record<string, unknown>): Promise<string> =>
  (await ok(caller.call<WriteResult>('POST', '/api/v1/surveys', body), 'POST v1/surveys', 201)).id;

/** PATCH …/status published; fails unless 200. */
export const publishSurvey = (caller: Caller, id: string): Promise<WriteResult> =>
  ok(caller.call<WriteResult>('PATCH', `/api/v1/surveys/${id}/status`, { status: 'published' }), `publish ${id}`);

/** A published survey of `author` for `assignees` (body overrides given). */
export async function publishedSurvey(author: Caller, assignees: Caller[], overrides: Record<string, unknown> = {}): Promise<string> {
  const id = await createSurvey(author, surveyBody(assignees, overrides));
  await publishSurvey(author, id);
  return id;
}

export const getSurvey = (caller: Caller, id: string): Promise<SurveyDetailView> =>
  ok(caller.call<SurveyDetailView>('GET', `/api/v1/surveys/${id}`), `GET ${id}`);

/** PUT …/answers/mine. */
export const putAnswers = (caller: Caller, id: string, answers: SurveyAnswerInput[], submit: boolean) =>
  caller.call<MySurveyAnswersView & ErrorBody>('PUT', `/api/v1/surveys/${id}/answers/mine`, { answers, submit });

/** PUT …/answers/mine; fails unless 200. */
export const answerOk = (caller: Caller, id: string, answers: SurveyAnswerInput[], submit: boolean): Promise<MySurveyAnswersView> =>
  ok(putAnswers(caller, id, answers, submit), `answers of ${caller.user.id} on ${id}`);

const TEXTS: Record<string, { de: string; en: string }> = { ...VALIDATION_MESSAGES, ...ERROR_MESSAGES };

/** The English text of a message key (as the API answers with Content-Language en), `{name}` filled from params. */
export function text(key: string, params: Record<string, number | string> = {}): string {
  const texts = TEXTS[key];
  if (!texts) throw new Error(`no message ${key}`);
  return texts.en.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** One es_events row. */
export interface StoredEvent {
  stream_id: string;
  stream_position: number;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

/** Every stored event of the account, in order. */
export const storedEvents = (t: AccountsTestApp, accountId: string): Promise<StoredEvent[]> =>
  t.sql.query<StoredEvent>(
    'SELECT stream_id, stream_position::int AS stream_position, event_id::text AS event_id, type, data, metadata FROM es_events WHERE account_id = $1 ORDER BY global_position',
    [accountId],
  );

/** The events of one survey's stream. */
export const surveyEvents = async (t: AccountsTestApp, accountId: string, id: string): Promise<StoredEvent[]> =>
  (await storedEvents(t, accountId)).filter((event) => event.stream_id === `survey-${id}`);

/** Jobs of these kinds not finished yet (queued or running, due now). */
export async function pendingJobs(t: AccountsTestApp, names: string[]): Promise<number> {
  const [row] = await t.sql.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM kollab_jobs WHERE name = ANY($1) AND status IN ('queued', 'running') AND run_at <= now()`,
    [names],
  );
  return Number(row.n);
}

/** Waits until `probe` holds (true), then until no job of `names` is left to run. */
export async function settle(t: AccountsTestApp, probe: () => Promise<boolean>, names: string[], what: string): Promise<void> {
  await eventually(async () => ((await probe()) ? true : undefined), 20_000, what);
  await eventually(async () => ((await pendingJobs(t, names)) === 0 ? true : undefined), 20_000, `the jobs ${names.join(', ')}`);
}

function decodeQuotedPrintable(mail: string): string {
  return mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every outbox mail (DATA_DIR/mail) to `to`, oldest first. */
export async function mailsTo(t: AccountsTestApp, to: string): Promise<string[]> {
  const dir = join(t.config.dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const mails: string[] = [];
  for (const file of files) {
    const mail = decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'));
    if (mail.includes(`To: ${to}`)) mails.push(mail);
  }
  return mails;
}

/** Waits until `count` mails to `to` hold `needle`, and returns them. */
export const mailsWith = (t: AccountsTestApp, to: string, needle: string, count = 1): Promise<string[]> =>
  eventually(
    async () => {
      const found = (await mailsTo(t, to)).filter((mail) => mail.includes(needle));
      return found.length >= count ? found : undefined;
    },
    15_000,
    `${count} mail(s) to ${to} with ${needle}`,
  );
