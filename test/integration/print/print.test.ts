import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TaskView, WriteResult } from '@kollab/contracts';
import { unique } from '../../support/accounts-app';
import { IMAGES, pngWithBrokenZlibCheck, uploadFile } from '../../support/uploads';
import {
  createProtocol,
  publishedProtocol,
  startProtocolsFixture,
  type Caller,
  type ProtocolsFixture,
  type ProtocolsOrg,
} from '../protocols/protocols-fixture';
import { fetchPdf, imageCount, pdfFonts, pdfLayoutText, pdfPages, pdfText } from './pdf-reading';

// GET v1/tasks/print, v1/tasks/{id}/print, v1/protocols/{id}/print: real PDFs rendered by a
// job (the SQL queue here; print-queues.test.ts runs the job path on BullMQ too), through the policy.
describe('print: PDFs of the task list, a task and a protocol', () => {
  let f: ProtocolsFixture;
  let o: ProtocolsOrg;
  let b: ProtocolsOrg;
  let taskTypeB: string;
  let taskTypeO: string;

  const taskType = async (org: ProtocolsOrg) => {
    const created = await org.manager.call<WriteResult>('POST', '/api/v1/account_manager/task_types', {
      title: 'Auftrag',
      short: `A${unique().slice(0, 3).toUpperCase()}`,
    });
    if (created.status !== 201) throw new Error(`task type: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.id;
  };
  const createTask = async (caller: Caller, body: Record<string, unknown>): Promise<TaskView> => {
    const created = await caller.call<WriteResult>('POST', '/api/v1/tasks', body);
    if (created.status !== 201) throw new Error(`POST v1/tasks: ${created.status} ${JSON.stringify(created.body)}`);
    return (await caller.call<TaskView>('GET', `/api/v1/tasks/${created.body.id}`)).body;
  };
  const print = (caller: Caller, path: string, headers?: Record<string, string>) => fetchPdf(f.t.url, caller, path, headers);
  const okPdf = async (caller: Caller, path: string, headers?: Record<string, string>) => {
    const answer = await print(caller, path, headers);
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.error)}`);
    return answer;
  };

  beforeAll(async () => {
    f = await startProtocolsFixture();
    [o, b] = await Promise.all([f.organisation(), f.organisation()]);
    [taskTypeO, taskTypeB] = await Promise.all([taskType(o), taskType(b)]);
  }, 180_000);
  afterAll(() => f?.t.close());

  const teamName = async (org: ProtocolsOrg, id: string) => (await org.manager.call<{ name: string }>('GET', `/api/v1/teams/${id}`)).body.name;

  it('prints a task as a PDF download with its fields, the names and the description as text', async () => {
    const title = `Angebot prüfen ${unique()}`;
    const task = await createTask(o.author, {
      title,
      type: taskTypeO,
      team: o.sales,
      priority: 'high',
      start_date: '2026-12-01',
      due_date: '2026-12-24',
      description: '<p>Erster Absatz</p><ul><li>Punkt eins</li><li>Punkt <strong>zwei</strong></li></ul>',
      published: true,
    });
    await o.author.call('POST', `/api/v1/tasks/${task.id}/assignees`, { user_id: o.attendee.user.id });
    const answer = await okPdf(o.reader, `/api/v1/tasks/${task.id}/print`);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${task.number}.pdf"`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(answer.bytes);
    expect(text).toContain(title);
    expect(text).toContain(task.number);
    for (const expected of [
      'Auftrag',
      await teamName(o, o.sales),
      'Hoch',
      'Offen',
      '01.12.2026',
      '24.12.2026',
      o.attendee.user.last_name,
      'Erster Absatz',
      '• Punkt eins',
      '• Punkt zwei',
      'Fällig 24.12.2026',
      'Status Offen',
      'Priorität Hoch',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('<strong>');

    const english = pdfText((await okPdf(o.reader, `/api/v1/tasks/${task.id}/print`, { 'content-language': 'en' })).bytes);
    for (const expected of ['High', 'Open', 'Due', 'Assignees', '24.12.2026']) expect(english).toContain(expected);
  });

  it('answers 404 to whoever may not read the task: a stranger, a portal user it is not shared with, unknown ids', async () => {
    const task = await createTask(o.author, { title: `Intern ${unique()}`, type: taskTypeO, team: o.sales, published: true });
    for (const caller of [o.stranger, o.petra, o.paul]) {
      const answer = await print(caller, `/api/v1/tasks/${task.id}/print`);
      expect({ status: answer.status, code: answer.error?.code }).toEqual({ status: 404, code: 'tasks.task_not_found' });
    }
    // A draft is its owner's alone.
    const draft = await createTask(o.author, { title: `Entwurf ${unique()}`, team: o.sales });
    expect((await print(o.reader, `/api/v1/tasks/${draft.id}/print`)).status).toBe(404);
    expect((await print(o.author, `/api/v1/tasks/${draft.id}/print`)).status).toBe(200);
    expect((await print(o.reader, '/api/v1/tasks/not-a-uuid/print')).error?.code).toBe('tasks.task_not_found');
  });

  it('prints a shared task for its portal user with the fields of the portal view only', async () => {
    const title = `Für Petra ${unique()}`;
    const task = await createTask(o.author, { title, type: taskTypeO, team: o.sales, published: true });
    await o.author.call('POST', `/api/v1/tasks/${task.id}/contacts`, { contact_id: o.shared, public: true });
    const text = pdfText((await okPdf(o.petra, `/api/v1/tasks/${task.id}/print`)).bytes);
    expect(text).toContain(title);
    expect(text).not.toContain(await teamName(o, o.sales));
    expect(text).not.toContain('Team');
    expect((await print(o.paul, `/api/v1/tasks/${task.id}/print`)).status).toBe(404);
  });

  it('prints the filtered list: the filters of GET v1/tasks, only readable tasks, a table of number, title, status, due date, assignees', async () => {
    const word = `Liste${unique()}`;
    const shown = await createTask(o.author, { title: `${word} eins`, type: taskTypeO, team: o.sales, due_date: '2027-01-15', published: true });
    await o.author.call('POST', `/api/v1/tasks/${shown.id}/assignees`, { user_id: o.attendee.user.id });
    const closed = await createTask(o.author, { title: `${word} zwei`, type: taskTypeO, team: o.sales, published: true });
    await o.author.call('PATCH', `/api/v1/tasks/${closed.id}/status`, { status: 'closed' }, { 'if-match': `"${closed.version}"` });
    const hidden = await createTask(o.author, { title: `${word} privat`, team: o.sales });
    const other = await createTask(o.author, { title: `Anderes ${unique()}`, type: taskTypeO, team: o.sales, published: true });

    const answer = await okPdf(o.reader, `/api/v1/tasks/print?filter[search]=${word}&filter[hide_resolved]=true&order=title`);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="Aufgaben-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = pdfText(answer.bytes);
    for (const expected of [
      'Nummer',
      'Titel',
      'Status',
      'Fällig',
      'Zuständige',
      shown.title,
      shown.number ?? '',
      '15.01.2027',
      o.attendee.user.last_name,
      '1 von 1 Aufgaben',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(closed.title);
    expect(text).not.toContain(hidden.title); // a draft of the author: not the reader's
    expect(text).not.toContain(other.title);

    // The author reads the draft too; a stranger reads none of them.
    expect(pdfText((await okPdf(o.author, `/api/v1/tasks/print?filter[search]=${word}`)).bytes)).toContain(hidden.title);
    const strangers = pdfText((await okPdf(o.stranger, `/api/v1/tasks/print?filter[search]=${word}`)).bytes);
    expect(strangers).not.toContain(word);
    expect(strangers).toContain('0 von 0 Aufgaben');

    // A portal user's list: only what is shared with their contact.
    await o.author.call('POST', `/api/v1/tasks/${shown.id}/contacts`, { contact_id: o.shared, public: true });
    const portal = pdfText((await okPdf(o.petra, `/api/v1/tasks/print?filter[search]=${word}`)).bytes);
    expect(portal).toContain(shown.title);
    expect(portal).not.toContain(closed.title);
    expect(portal).toContain('1 von 1 Aufgaben');

    const bad = await print(o.reader, '/api/v1/tasks/print?filter[due_date]=morgen');
    expect(bad.status).toBe(422);
    expect((await print(o.reader, '/api/v1/tasks/print?filter[colour]=red')).status).toBe(422);
  });

  it('prints a protocol with its fields, attendees and body; 404 for those who may not read it; the portal face for portal users', async () => {
    const title = `Jour fixe ${unique()}`;
    const id = await publishedProtocol(o, {
      title,
      date: '2026-11-20',
      body: '<h2>Beschlüsse</h2><ol><li>Budget freigegeben</li></ol><p>Nächster Termin &amp; Ort</p>',
    });
    const answer = await okPdf(o.reader, `/api/v1/protocols/${id}/print`);
    const number = (await o.reader.call<{ number: string }>('GET', `/api/v1/protocols/${id}`)).body.number;
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${number}.pdf"`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(answer.bytes);
    for (const expected of [
      title,
      number,
      'Besprechung',
      await teamName(o, o.sales),
      '20.11.2026',
      o.attendee.user.last_name,
      o.author.user.last_name,
      'Beschlüsse',
      '1. Budget freigegeben',
      'Nächster Termin & Ort',
      'Teilnehmende',
      'Status Veröffentlicht',
    ])
      expect(text).toContain(expected);

    const portal = pdfText((await okPdf(o.petra, `/api/v1/protocols/${id}/print`, { 'content-language': 'en' })).bytes);
    expect(portal).toContain(title);
    expect(portal).toContain('Attendees');
    expect(portal).not.toContain(await teamName(o, o.sales));
    for (const caller of [o.stranger, o.paul]) {
      const refused = await print(caller, `/api/v1/protocols/${id}/print`);
      expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 404, code: 'protocols.protocol_not_found' });
    }
    const draft = await createProtocol(o.author, { title: `Entwurf ${unique()}`, teams: [o.sales] });
    expect((await print(o.reader, `/api/v1/protocols/${draft}/print`)).status).toBe(404);
    expect((await print(o.reader, '/api/v1/protocols/nope/print')).error?.code).toBe('protocols.protocol_not_found');
  });

  it('draws the account logo (an image XObject) once the account has one, and the account name', async () => {
    const task = await createTask(b.author, { title: `Logo ${unique()}`, type: taskTypeB, team: b.sales, published: true });
    const before = await okPdf(b.reader, `/api/v1/tasks/${task.id}/print`);
    expect(imageCount(before.bytes)).toBe(0);
    const uploaded = await uploadFile(
      f.t.url,
      'POST',
      '/api/v1/account/logo',
      { bytes: IMAGES.png },
      { authorization: `Bearer ${b.manager.user.token}`, account: b.manager.sig },
    );
    expect(uploaded.status).toBeLessThan(300);
    const after = await okPdf(b.reader, `/api/v1/tasks/${task.id}/print`);
    expect(imageCount(after.bytes)).toBeGreaterThan(0);
    const account = (await b.manager.call<{ name: string }>('GET', '/api/v2/account')).body;
    expect(pdfText(after.bytes)).toContain(account.name);
    const protocol = await publishedProtocol(b, { title: `Mit Logo ${unique()}` });
    expect(imageCount((await okPdf(b.reader, `/api/v1/protocols/${protocol}/print`)).bytes)).toBeGreaterThan(0);
    expect(imageCount((await okPdf(b.reader, '/api/v1/tasks/print')).bytes)).toBeGreaterThan(0);
  });

  it('documents the three routes in OpenAPI as PDF answers', async () => {
    const docs = (await (await fetch(`${f.t.url}/api/docs-json`)).json()) as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    for (const path of ['/api/v1/tasks/print', '/api/v1/tasks/{id}/print', '/api/v1/protocols/{id}/print']) {
      expect(Object.keys(docs.paths[path]?.get?.responses['200']?.content ?? {})).toEqual(['application/pdf']);
      expect(docs.paths[path]?.get?.responses['503']).toBeDefined();
    }
  });

  it("tenant sweep: a member of A printing B's task and protocol gets 404, and A's list print holds nothing of B", async () => {
    const secret = `Vertraulich ${unique()}`;
    const taskB = await createTask(b.author, { title: secret, type: taskTypeB, team: b.sales, published: true });
    const protocolB = await publishedProtocol(b, { title: secret });
    for (const caller of [o.author, o.manager, o.reader, o.petra]) {
      const task = await print(caller, `/api/v1/tasks/${taskB.id}/print`);
      expect({ status: task.status, code: task.error?.code }).toEqual({ status: 404, code: 'tasks.task_not_found' });
      const protocol = await print(caller, `/api/v1/protocols/${protocolB}/print`);
      expect({ status: protocol.status, code: protocol.error?.code }).toEqual({ status: 404, code: 'protocols.protocol_not_found' });
      const list = await print(caller, `/api/v1/tasks/print?filter[search]=${encodeURIComponent(secret)}&filter[team]=${b.sales}`);
      expect(list.status).toBe(200);
      expect(pdfText(list.bytes)).not.toContain(secret);
      expect(pdfText(list.bytes)).toContain('0 von 0 Aufgaben');
    }
    // B's own reader prints it.
    expect(pdfText((await okPdf(b.reader, `/api/v1/tasks/${taskB.id}/print`)).bytes)).toContain(secret);
  });

  it('draws a WebP logo too (turned into a PNG for the PDF), with the account name', async () => {
    const uploaded = await uploadFile(
      f.t.url,
      'POST',
      '/api/v1/account/logo',
      { bytes: IMAGES.webp, name: 'logo.webp' },
      { authorization: `Bearer ${o.manager.user.token}`, account: o.manager.sig },
    );
    expect(uploaded.status).toBeLessThan(300);
    const account = (await o.manager.call<{ name: string; logo: unknown }>('GET', '/api/v2/account')).body;
    expect(account.logo).toBeTruthy();
    const task = await createTask(o.author, { title: `WebP ${unique()}`, type: taskTypeO, team: o.sales, published: true });
    const printed = await okPdf(o.reader, `/api/v1/tasks/${task.id}/print`);
    expect(imageCount(printed.bytes)).toBe(1);
    expect(pdfText(printed.bytes)).toContain(account.name);
    expect(pdfText(printed.bytes)).toContain(task.title);
    const protocol = await publishedProtocol(o, { title: `WebP ${unique()}` });
    expect(pdfText((await okPdf(o.reader, `/api/v1/protocols/${protocol}/print`)).bytes)).toContain(account.name);
  });

  it('prints without the logo when the stored logo is damaged (stored before uploads were decoded), and the server keeps serving', async () => {
    const picture = await sharp({ create: { width: 120, height: 40, channels: 4, background: { r: 10, g: 120, b: 60, alpha: 0.6 } } })
      .png()
      .toBuffer();
    const uploaded = await uploadFile(
      f.t.url,
      'POST',
      '/api/v1/account/logo',
      { bytes: picture },
      { authorization: `Bearer ${b.manager.user.token}`, account: b.manager.sig },
    );
    expect(uploaded.status).toBeLessThan(300);
    const logo = (await b.manager.call<{ logo: string }>('GET', '/api/v2/account')).body.logo;
    const fileId = logo.split('/').pop() as string;
    // The file store's bytes replaced by a PNG whose zlib check fails (pdfkit: Z_DATA_ERROR thrown in a callback).
    await writeFile(join(f.t.config.dataDir, 'files', b.org, fileId), pngWithBrokenZlibCheck(picture));

    const task = await createTask(b.author, { title: `Kaputtes Logo ${unique()}`, type: taskTypeB, team: b.sales, published: true });
    for (const path of [
      `/api/v1/tasks/${task.id}/print`,
      '/api/v1/tasks/print',
      `/api/v1/protocols/${await publishedProtocol(b, { title: `Kaputt ${unique()}` })}/print`,
    ]) {
      const printed = await okPdf(b.reader, path);
      expect(printed.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(imageCount(printed.bytes)).toBe(0);
    }
    expect(pdfText((await okPdf(b.reader, `/api/v1/tasks/${task.id}/print`)).bytes)).toContain(task.title);
    expect((await b.reader.call('GET', `/api/v1/tasks/${task.id}`)).status).toBe(200);
  });

  it('lays a task out as a person reads it: fonts embedded, labels beside their values, long titles wrapped in their column, rich text with headings and lists', async () => {
    const title = `Überprüfung der Außenanlagen, Größenänderung der Straßenbeleuchtung im Gewerbegebiet Nord und Abstimmung mit dem Bauamt ÄÖÜß ${unique()}`;
    const task = await createTask(o.author, {
      title,
      type: taskTypeO,
      team: o.sales,
      priority: 'urgent',
      due_date: '2026-12-24',
      description:
        '<h1>Ziel der Prüfung</h1><p>Die Anlage wird <strong>vollständig</strong> und <em>gründlich</em> geprüft: Äpfel, Öl, Übergänge, Maß.</p>' +
        '<h2>Schritte</h2><ol><li>Begehung</li><li>Messung der Größen</li></ol><h3>Material</h3><ul><li>Leiter</li><li>Prüfgerät<ul><li>geeicht</li></ul></li></ul>',
      published: true,
    });
    await o.author.call('PATCH', `/api/v1/tasks/${task.id}/status`, { status: 'in_progress' }, { 'if-match': `"${task.version}"` });
    // A logo to see: a blue band with an orange disc, 300 x 100 px (drawn 150 x 50 pt at the top left).
    const logo = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#1565c0"/><circle cx="250" cy="50" r="35" fill="#ff9800"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    expect(
      (
        await uploadFile(
          f.t.url,
          'POST',
          '/api/v1/account/logo',
          { bytes: logo },
          { authorization: `Bearer ${o.manager.user.token}`, account: o.manager.sig },
        )
      ).status,
    ).toBeLessThan(300);
    const one = await okPdf(o.reader, `/api/v1/tasks/${task.id}/print`);
    const list = await okPdf(o.reader, `/api/v1/tasks/print?filter[search]=${encodeURIComponent(title.split(' ').pop() as string)}`);

    for (const pdf of [one.bytes, list.bytes]) {
      const fonts = pdfFonts(pdf);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((font) => !font.embedded)).toEqual([]);
      expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(expect.arrayContaining(['DejaVuSans', 'DejaVuSans-Bold']));
    }

    const layout = pdfLayoutText(one.bytes);
    const lines = layout.split('\n');
    // Label and value on one line, apart (the UI's words: "In Arbeit", "Dringend").
    for (const [label, value] of [
      ['Status', 'In Arbeit'],
      ['Priorität', 'Dringend'],
      ['Fällig', '24.12.2026'],
      ['Typ', 'Auftrag'],
    ]) {
      expect(lines.find((line) => line.trimStart().startsWith(`${label} `))).toMatch(new RegExp(`^\\s*${label}\\s{2,}${value}\\s*$`));
    }
    // The long title wraps inside the value column: its next line starts where its value started.
    const titleLine = lines.findIndex((line) => /^\s*Titel\s{2,}Überprüfung/.test(line));
    expect(titleLine).toBeGreaterThan(-1);
    const valueColumn = lines[titleLine].indexOf('Überprüfung');
    expect(lines[titleLine + 1].search(/\S/)).toBe(valueColumn);
    // Rich text: headings on lines of their own, numbered and bulleted items, nested ones indented.
    const text = pdfText(one.bytes);
    for (const expected of [
      '\nZiel der Prüfung\n',
      'Die Anlage wird vollständig und gründlich geprüft: Äpfel, Öl, Übergänge, Maß.',
      '\nSchritte\n',
      '1. Begehung',
      '2. Messung der Größen',
      '\nMaterial\n',
      '• Leiter',
      '• Prüfgerät',
      '◦ geeicht',
    ])
      expect(text).toContain(expected);
    const column = (pattern: RegExp) => lines.find((line) => pattern.test(line))?.search(pattern) ?? -1;
    expect(column(/•\s+Leiter/)).toBeGreaterThan(-1);
    expect(column(/◦\s+geeicht/)).toBeGreaterThan(column(/•\s+Leiter/));

    // The list: the title wraps within its column, the status stays in its own.
    const listLines = pdfLayoutText(list.bytes).split('\n');
    const header = listLines.find((line) => /Nummer\s+Titel\s+Status/.test(line)) as string;
    const row = listLines.findIndex((line) => line.includes(task.number as string));
    expect(listLines[row]).toMatch(/Überprüfung.*\s{2,}In Arbeit\s{2,}24\.12\.2026/);
    expect(listLines[row].indexOf('In Arbeit')).toBe(header.indexOf('Status'));
    expect(listLines[row + 1].search(/\S/)).toBe(header.indexOf('Titel'));
    expect(
      listLines
        .slice(row, row + 6)
        .join(' ')
        .replace(/\s+/g, ' '),
    ).toContain('Abstimmung mit dem Bauamt ÄÖÜß');

    // Pages as pictures, for a person to look at (the report names them).
    const dir = join(tmpdir(), 'review', 'print');
    const pages = [...pdfPages(one.bytes, dir, 'task', 80), ...pdfPages(list.bytes, dir, 'task-list', 80)];
    await writeFile(join(dir, 'task.txt'), layout);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // The account logo in the head of both: blue where it starts (60 pt, 55 pt at 80 dpi).
    for (const page of [pages[0], pages.find((path) => path.includes('task-list-1')) as string]) {
      const { data, info } = await sharp(page).raw().toBuffer({ resolveWithObject: true });
      const at = (Math.round((55 * 80) / 72) * info.width + Math.round((60 * 80) / 72)) * info.channels;
      expect([data[at], data[at + 1], data[at + 2]]).toEqual([0x15, 0x65, 0xc0]);
    }
  });

  it('prints the team names of a task and a protocol (TEAM_NAMES)', async () => {
    const task = await createTask(o.author, { title: `Team ${unique()}`, type: taskTypeO, team: o.sales, published: true });
    expect(pdfText((await okPdf(o.reader, `/api/v1/tasks/${task.id}/print`)).bytes)).toContain(await teamName(o, o.sales));
    const protocol = await publishedProtocol(o, { title: `Teams ${unique()}`, teams: [o.sales, o.tech] });
    const text = pdfText((await okPdf(o.author, `/api/v1/protocols/${protocol}/print`)).bytes);
    expect(text).toContain(await teamName(o, o.sales));
    expect(text).toContain(await teamName(o, o.tech));
  });
});
