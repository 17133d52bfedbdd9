import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { commandContext } from '@kollab/server/core/aggregates/command-context';
import { EventSourcedRepository } from '@kollab/server/core/aggregates/event-sourced-repository';
import { exportAggregate } from '@kollab/server/contexts/reports/commands/export.aggregate';
import { decideExport } from '@kollab/server/contexts/reports/domain/export.decide';
import type { ExportView, TaskListView } from '@kollab/contracts';
import { eventually } from '../../support/jobs-waits';
import { exportsOf } from './exports-fixture';
import { attachmentsOf, parseMime, textOf } from '../../support/mime';
import { SmtpSink } from '../../support/smtp-sink';
import { unique } from '../contacts/contacts-fixture';
import {
  createTask,
  publishedBody,
  startTasksFixture,
  type Caller,
  type ErrorBody,
  type TasksFixture,
  type TasksOrg,
  FIXTURE_TIMEOUT_MS,
} from '../tasks/tasks-fixture';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Exports (issue 16): a manager asks, a job renders the rows the requester may read when it
// runs, the file is mailed (attached up to 10 MB) and downloadable by the requester for 7 days.
describe('exports', () => {
  let sink: SmtpSink;
  let f: TasksFixture;
  let o: TasksOrg;
  let manager: Caller;
  let claimType: string;
  let defect: string;
  const formulaTitle = `=HYPERLINK("http://evil.example") ${unique()}`;

  const created = async (response: { status: number; body: unknown }): Promise<string> => {
    if (response.status !== 201) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
    return (response.body as { id: string }).id;
  };
  const exports = exportsOf(() => f.t);
  const requestExport = exports.request;
  const finished = exports.finished;
  const download = exports.download;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    f = await startTasksFixture({ env: { SMTP_URL: sink.url } });
    o = await f.tasksOrg();
    const prefix = `R${unique().slice(0, 3).toUpperCase()}`;
    claimType = await created(
      await o.manager.call('POST', '/api/v1/account_manager/task_types', { title: `Reklamation ${prefix}`, short: prefix, is_claim: true }),
    );
    const root = await created(await o.manager.call('POST', '/api/v1/account_manager/claim_types', { title: 'Mangel' }));
    defect = await created(await o.manager.call('POST', '/api/v1/account_manager/claim_types', { title: 'Lieferung', parent_id: root }));
    await createTask(o.author, publishedBody(o, { title: 'Normale Aufgabe', due_date: '2026-12-24' }));
    await createTask(o.author, publishedBody(o, { title: formulaTitle, type: claimType, claims: [defect], due_date: '2026-12-01' }));
    await createTask(o.author, publishedBody(o, { title: 'Zweite Reklamation', type: claimType, claims: [defect], priority: 'high' }));
    manager = o.manager;
  }, FIXTURE_TIMEOUT_MS);
  afterAll(async () => {
    await f?.t.close();
    await sink?.close();
  });

  it('exports claims only with feature.export_claims: xlsx with typed cells and the escaped formula, mailed as an attachment', async () => {
    const refused = await requestExport(manager, { kind: 'claims', format: 'xlsx' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('exports.claims_disabled');

    expect((await manager.call('PUT', '/api/v2/account/feature-flags', { flags: ['feature.export_claims'] })).status).toBe(200);
    manager = await f.caller(o.manager.user, o.org);
    const accepted = await requestExport(manager, { kind: 'claims', format: 'xlsx', filter: { order: 'title' } });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ id: expect.any(String), status: 'queued' });
    const view = await finished(manager, accepted.body.id);
    expect(view).toMatchObject({ status: 'done', progress: 100, rows: 2, rows_total: 2, delivery: 'attached', kind: 'claims', format: 'xlsx' });
    expect(view.file_name).toMatch(/^Reklamationen-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(view.cut_off).toEqual({ time: expect.any(String), position: expect.any(Number), transaction_id: expect.any(String) });

    const file = await download(manager, view.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(XLSX);
    const bytes = Buffer.from(await file.arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Reklamationen')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Nummer',
      'Titel',
      'Reklamationsart',
      'Kontakt',
      'Status',
      'Priorität',
      'Startdatum',
      'Fälligkeitsdatum',
      'Zuständige',
      'Team',
      'Erstellt am',
      'Geändert am',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(3);
    // ordered by title: "=HYPERLINK…" sorts before "Zweite…"
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe(`'${formulaTitle}`);
    expect(first.getCell(3).value).toBe('Mangel › Lieferung');
    expect(first.getCell(5).value).toBe('Offen');
    expect(first.getCell(8).value).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(first.getCell(8).numFmt).toBe('dd.mm.yyyy');
    expect(first.getCell(11).value).toBeInstanceOf(Date);
    expect(sheet.getRow(3).getCell(6).value).toBe('Hoch');

    const mail = await sink.next((received) => received.to.includes(o.manager.user.email) && received.raw.includes('Export fertig'));
    const message = parseMime(mail.raw);
    expect(textOf(message)).toContain('Ihr Export der Reklamationen ist fertig: 2 Zeilen.');
    expect(attachmentsOf(message)).toEqual([{ filename: view.file_name, contentType: XLSX, content: bytes }]);
  });

  it("exports tasks as CSV with the list's filter, the rows the requester reads (as GET v1/tasks), German separators", async () => {
    const accepted = await requestExport(manager, { kind: 'tasks', format: 'csv', filter: { search: 'Reklamation', order: '-created_at' } });
    expect(accepted.status).toBe(202);
    const view = await finished(manager, accepted.body.id);
    expect(view.status).toBe('done');
    const listed = await manager.call<TaskListView>('GET', '/api/v1/tasks?filter[search]=Reklamation&order=-created_at&limit=100');
    const text = Buffer.from(await (await download(manager, view.id)).arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFFAufgaben\r\nNummer;Titel;Typ;Status;')).toBe(true);
    const lines = text.trimEnd().split('\r\n').slice(2);
    expect(lines.map((line) => line.split(';')[1])).toEqual(listed.body.data.map((task) => task.title));
    expect(view.rows).toBe(listed.body.meta.total);
  });

  it("refuses what is not allowed: non-managers 403, a bad or unknown filter 422 naming it, another user's export 404", async () => {
    const notManager = await requestExport(o.author, { kind: 'tasks', format: 'xlsx' });
    expect(notManager.status).toBe(403);
    const paged = await requestExport(manager, { kind: 'tasks', format: 'xlsx', filter: { page: 2 } });
    expect(paged.status).toBe(422);
    expect(Object.keys(paged.body.errors ?? {})).toEqual(['filter.page']);
    const unknown = await requestExport(manager, { kind: 'tasks', format: 'xlsx', filter: { status: 'nope', colour: 'red' } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {}).sort()).toEqual(['filter.colour', 'filter.status']);
    const badValue = await requestExport(manager, { kind: 'tasks', format: 'xlsx', filter: { status: 'nope' } });
    expect(badValue.status).toBe(422);
    expect(Object.keys(badValue.body.errors ?? {})).toEqual(['filter.status']);
    const noSurvey = await requestExport(manager, { kind: 'survey_results', format: 'xlsx' });
    expect(noSurvey.status).toBe(422);
    expect(Object.keys(noSurvey.body.errors ?? {})).toEqual(['survey_id']);
    const badFormat = await requestExport(manager, { kind: 'tasks', format: 'pdf' });
    expect(badFormat.status).toBe(422);

    const mine = await requestExport(manager, { kind: 'tasks', format: 'xlsx' });
    await finished(manager, mine.body.id);
    const colleague = await f.t.user();
    await f.t.addMember(o.org, o.manager.user, colleague, ['user', 'manager']);
    const other = await f.caller(colleague, o.org);
    expect((await other.call<ErrorBody>('GET', `/api/v1/exports/${mine.body.id}`)).body.code).toBe('exports.export_not_found');
    expect((await download(other, mine.body.id)).status).toBe(404);
    const list = await manager.call<{ data: ExportView[] }>('GET', '/api/v1/exports');
    expect(list.body.data.map((item) => item.id)).toContain(mine.body.id);
    expect(list.body.data.every((item) => item.requested_by === o.manager.user.id)).toBe(true);
  });

  it('a requester demoted before the job runs gets nothing: the export fails with exports.requester_not_allowed, no file, no mail', async () => {
    const user = await f.t.user();
    await f.t.addMember(o.org, o.manager.user, user, ['user', 'manager']);
    const requester = await f.caller(user, o.org);
    // Deactivated first; then the request as it was made while a manager (the job runs after it, as a queue would).
    expect((await manager.call('PATCH', `/api/v1/accounts/members/${user.id}/attributes/status`, { status: 'inactive' })).status).toBe(200);
    const repository = f.t.app.get(EventSourcedRepository);
    const exportId = randomUUID();
    await repository.execute(exportAggregate, commandContext(o.org, user.id), exportId, (state) =>
      decideExport(
        { type: 'RequestExport', data: { kind: 'tasks', format: 'csv', filter: {}, survey_id: null, requested_by: user.id, locale: 'de' } },
        state,
      ),
    );
    const view = await eventually(
      async () => {
        const row = await repository.current(exportAggregate, o.org, exportId);
        return row.state.status === 'queued' ? undefined : row.state;
      },
      30_000,
      'the job',
    );
    expect(view.status).toBe('failed');
    expect(view.error).toBe('exports.requester_not_allowed');
    expect(view.file).toBeNull();
    expect(requester.user.id).toBe(user.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received.filter((mail) => mail.to.includes(user.email))).toEqual([]);
  });
});
