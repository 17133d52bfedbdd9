import type { SurveyListView, WriteResult } from '@kollab/contracts';
import {
  answerOk,
  createSurvey,
  fullAnswers,
  getSurvey,
  publishedSurvey,
  publishSurvey,
  putAnswers,
  startSurveysFixture,
  surveyBody,
  text,
  type Caller,
  type ErrorBody,
  type SurveysFixture,
  type SurveysOrg,
  FIXTURE_TIMEOUT_MS,
} from './surveys-fixture';

// Who may do what with a survey (issue 15, seed §6), all through the one policy: the editor
// routes need the role surveys and the authorship; assignees read published surveys without
// any role; portal users only where the account has `apps.surveys.portal`; organisation A
// never reaches B's surveys (404, nothing appended); an item of another account of the caller
// answers `tenancy.other_account`; the surveys app off is 403 `surveys.app_disabled`.
describe('survey permissions', () => {
  let f: SurveysFixture;
  let o: SurveysOrg;
  let b: SurveysOrg;
  let published: string;
  let draft: string;

  beforeAll(async () => {
    f = await startSurveysFixture();
    [o, b] = [await f.organisation({ staff: 3 }), await f.organisation({ staff: 2 })];
    published = await publishedSurvey(o.author, [o.staff[0], o.staff[1]], { title: 'Vertrauliche Umfrage A' });
    draft = await createSurvey(o.author, surveyBody([o.staff[0]], { title: 'Entwurf A' }));
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
  });

  /** Every route of one survey, with a body where it takes one. */
  const routes = (id: string): Array<[string, string, unknown?]> => [
    ['GET', `/api/v1/surveys/${id}`],
    ['GET', `/api/v1/surveys/${id}?version=1`],
    ['GET', `/api/v1/surveys/${id}/history`],
    ['PATCH', `/api/v1/surveys/${id}`, { title: 'Eindringling' }],
    ['PATCH', `/api/v1/surveys/${id}/status`, { status: 'closed' }],
    ['DELETE', `/api/v1/surveys/${id}`],
    ['GET', `/api/v1/surveys/${id}/answers/mine`],
    ['PUT', `/api/v1/surveys/${id}/answers/mine`, { answers: fullAnswers('Eindringling'), submit: true }],
  ];
  const answer = async (caller: Caller, method: string, path: string, body?: unknown) => {
    const response = await caller.call<ErrorBody>(method, path, body);
    return { route: `${method} ${path}`, status: response.status, code: response.body?.code };
  };

  it('refuses the editor routes without the role surveys with 403 (assignees, the manager, anyone), appending nothing', async () => {
    const before = await f.t.eventCount(o.org);
    const editor: Array<[string, string, unknown?]> = [
      ['POST', '/api/v1/surveys', { title: 'Meine Umfrage' }],
      ['PATCH', `/api/v1/surveys/${published}`, { title: 'Geändert' }],
      ['PATCH', `/api/v1/surveys/${published}/status`, { status: 'closed' }],
      ['DELETE', `/api/v1/surveys/${published}`],
      ['GET', `/api/v1/surveys/${published}/history`],
    ];
    for (const who of [o.staff[0], o.staff[2], o.manager, o.stranger, o.portal])
      for (const [method, path, body] of editor)
        expect(await answer(who, method, path, body)).toEqual({ route: `${method} ${path}`, status: 403, code: 'auth.forbidden' });
    // The assignee reads the survey but not its past versions (author only).
    expect((await o.staff[0].call('GET', `/api/v1/surveys/${published}`)).status).toBe(200);
    expect(await answer(o.staff[0], 'GET', `/api/v1/surveys/${published}?version=1`)).toMatchObject({ status: 403, code: 'auth.forbidden' });
    // Another author (role surveys) does not read it: 404 on every route.
    for (const [method, path, body] of routes(published).filter(([, path]) => !path.endsWith('/answers/mine')))
      expect(await answer(o.other, method, path, body)).toEqual({ route: `${method} ${path}`, status: 404, code: 'surveys.survey_not_found' });
    expect(await f.t.eventCount(o.org)).toBe(before);
    expect(await getSurvey(o.author, published)).toMatchObject({ title: 'Vertrauliche Umfrage A', status: 'in_progress' });
  });

  it('hides a draft from its assignees (404, not listed) until it is published', async () => {
    const before = await f.t.eventCount(o.org);
    const reads = routes(draft).filter(([method, path]) => (method === 'GET' && !path.endsWith('/history')) || method === 'PUT');
    expect(reads).toHaveLength(4);
    for (const [method, path, body] of reads)
      expect(await answer(o.staff[0], method, path, body)).toEqual({ route: `${method} ${path}`, status: 404, code: 'surveys.survey_not_found' });
    expect(await f.t.eventCount(o.org)).toBe(before);
    const listed = await o.staff[0].call<SurveyListView>('GET', '/api/v1/surveys?limit=100');
    expect(listed.body.data.map((s) => s.id)).toEqual([published]);
  });

  it('refuses a portal user as assignee (422 surveys.assignee_not_member) unless the account has apps.surveys.portal; then they answer', async () => {
    const before = await f.t.eventCount(o.org);
    const refused = await o.author.call<ErrorBody>('POST', '/api/v1/surveys', surveyBody([o.staff[0], o.portal]));
    expect(refused).toMatchObject({ status: 422, body: { errors: { assignees: [text('surveys.assignee_not_member')] } } });
    const own = await createSurvey(o.author, surveyBody([o.staff[0]]));
    const added = await o.author.call<ErrorBody>('PATCH', `/api/v1/surveys/${own}`, { assignees: [o.staff[0].user.id, o.portal.user.id] });
    expect(added).toMatchObject({ status: 422, body: { errors: { assignees: [text('surveys.assignee_not_member')] } } });
    // Nobody, and members of another organisation, neither.
    for (const stranger of ['nobody', b.staff[0].user.id]) {
      const unknown = await o.author.call<ErrorBody>('PATCH', `/api/v1/surveys/${own}`, { assignees: [stranger] });
      expect(unknown).toMatchObject({ status: 422, body: { errors: { assignees: [text('surveys.assignee_not_member')] } } });
    }
    expect(await f.t.eventCount(o.org)).toBe(before + 2);

    await f.setFlags(o, ['apps.surveys.portal']);
    try {
      const id = await publishedSurvey(o.author, [o.staff[0], o.portal]);
      const view = await getSurvey(o.portal, id);
      expect(view).toMatchObject({ id, my_status: 'open', can: { answer: true, edit: false } });
      expect((await o.portal.call<SurveyListView>('GET', '/api/v1/surveys')).body.data.map((s) => s.id)).toEqual([id]);
      expect(await answerOk(o.portal, id, fullAnswers('Als Kunde'), true)).toMatchObject({ status: 'closed' });
      // Without the flag again, the portal user no longer reads it.
      await f.setFlags(o, []);
      expect(await answer(o.portal, 'GET', `/api/v1/surveys/${id}`)).toMatchObject({ status: 404, code: 'surveys.survey_not_found' });
      expect((await o.portal.call<SurveyListView>('GET', '/api/v1/surveys')).body.data).toEqual([]);
    } finally {
      await f.setFlags(o, []);
    }
  });

  it("answers another organisation's caller 404 on every route of a survey, leaking and appending nothing", async () => {
    const before = await f.t.eventCount(o.org);
    for (const caller of [b.author, b.manager, b.staff[0]]) {
      for (const [method, path, body] of routes(published)) {
        const response = await caller.call(method, path, body);
        expect({ route: `${method} ${path}`, refused: [403, 404].includes(response.status) }).toEqual({ route: `${method} ${path}`, refused: true });
        expect(JSON.stringify(response.body)).not.toContain('Vertrauliche');
      }
      expect(await answer(caller, 'GET', `/api/v1/surveys/${published}`)).toMatchObject({ status: 404, code: 'surveys.survey_not_found' });
    }
    for (const [method, path, body] of routes(published))
      expect(await answer(b.author, method, path, body)).toEqual({ route: `${method} ${path}`, status: 404, code: 'surveys.survey_not_found' });
    // A's people as assignees of B are no members there.
    const refused = await b.author.call<ErrorBody>('POST', '/api/v1/surveys', surveyBody([o.staff[0]]));
    expect(refused).toMatchObject({ status: 422, body: { errors: { assignees: [text('surveys.assignee_not_member')] } } });
    const listed = await b.author.call<SurveyListView>('GET', '/api/v1/surveys?filter[search]=Vertrauliche');
    expect(listed.body.data).toEqual([]);
    expect(await f.t.eventCount(o.org)).toBe(before);
  });

  it('names the other account (404 tenancy.other_account) when the caller reads the survey there; strangers get the plain 404', async () => {
    // A's author is also an author in B; A's staff member 1 is a plain member of B and assigned there.
    await f.t.addMember(b.org, b.manager.user, o.author.user, ['user', 'surveys']);
    await f.t.addMember(b.org, b.manager.user, o.staff[1].user, ['user']);
    const authorInB = await f.caller(o.author.user, b.org);
    const staffInB = await f.caller(o.staff[1].user, b.org);
    const inB = await createSurvey(authorInB, surveyBody([staffInB, b.staff[0]], { title: 'Umfrage in B' }));
    await publishSurvey(authorInB, inB);
    const beforeB = await f.t.eventCount(b.org);
    const elsewhere = { code: 'tenancy.other_account', account: { account_id: b.org, account_name: b.name } };
    for (const caller of [o.author, o.staff[1]]) {
      const response = await caller.call<ErrorBody>('GET', `/api/v1/surveys/${inB}`);
      expect(response).toMatchObject({ status: 404, body: elsewhere });
      // Writes are refused as in A (never carried out in B).
      const patch = await caller.call<ErrorBody>('PUT', `/api/v1/surveys/${inB}/answers/mine`, {
        answers: fullAnswers('Falsches Konto'),
        submit: true,
      });
      expect(patch.status).toBe(404);
    }
    // In A, nobody else learns anything about it.
    for (const caller of [o.staff[0], o.other, o.manager]) {
      const response = await caller.call<ErrorBody>('GET', `/api/v1/surveys/${inB}`);
      expect(response).toMatchObject({ status: 404, body: { code: 'surveys.survey_not_found' } });
      expect(response.body.account).toBeUndefined();
    }
    // The draft of B is nobody's in A either: the author's own draft names B, the assignee's not.
    const draftInB = await createSurvey(authorInB, surveyBody([staffInB]));
    expect(await o.author.call<ErrorBody>('GET', `/api/v1/surveys/${draftInB}`)).toMatchObject({ status: 404, body: elsewhere });
    expect(await o.staff[1].call<ErrorBody>('GET', `/api/v1/surveys/${draftInB}`)).toMatchObject({
      status: 404,
      body: { code: 'surveys.survey_not_found' },
    });
    expect(await f.t.eventCount(b.org)).toBe(beforeB + 2);
  });

  it('answers 403 surveys.app_disabled on every surveys route when the account has not the surveys app', async () => {
    const c = await f.organisation({ staff: 1 });
    const id = await publishedSurvey(c.author, [c.staff[0]]);
    const off = await c.manager.call('PUT', '/api/v2/account/apps', { apps: ['contacts', 'tasks'] });
    expect(off.status).toBe(200);
    for (const who of [c.manager, c.author, c.staff[0]]) await who.refresh();
    const before = await f.t.eventCount(c.org);
    const all = [...routes(id), ['GET', '/api/v1/surveys'], ['POST', '/api/v1/surveys', { title: 'Ohne App' }]] as Array<[string, string, unknown?]>;
    for (const [method, path, body] of all)
      expect(await answer(c.author, method, path, body)).toEqual({ route: `${method} ${path}`, status: 403, code: 'surveys.app_disabled' });
    // Without the role surveys, the editor routes are refused by the role check first (403 auth.forbidden); the rest names the app.
    for (const [method, path, body] of all) {
      const editorRoute = method === 'POST' || method === 'DELETE' || method === 'PATCH' || path.endsWith('/history');
      const code = editorRoute ? 'auth.forbidden' : 'surveys.app_disabled';
      expect(await answer(c.staff[0], method, path, body)).toEqual({ route: `${method} ${path}`, status: 403, code });
    }
    expect(await f.t.eventCount(c.org)).toBe(before);
    // Back on, all is there again.
    expect((await c.manager.call<WriteResult>('PUT', '/api/v2/account/apps', { apps: ['contacts', 'tasks', 'surveys'] })).status).toBe(200);
    await c.author.refresh();
    expect(await getSurvey(c.author, id)).toMatchObject({ id, status: 'in_progress' });
    // A new organisation (contacts and tasks only) has no surveys at all.
    const none = await f.organisation({ staff: 0, apps: ['contacts', 'tasks'] });
    expect(await answer(none.manager, 'GET', '/api/v1/surveys')).toEqual({ route: 'GET /api/v1/surveys', status: 403, code: 'surveys.app_disabled' });
    expect((await putAnswers(none.author, id, fullAnswers('x'), false)).status).toBe(403);
  });
});
