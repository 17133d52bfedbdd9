import type { HistoryEntry } from '@kollab/server/core/history/item-history';
import { acceptDocument, sniffDocumentType } from '@kollab/server/core/files/document-upload';
import type { ProtocolFileListView, TaskFileListView, WriteResult } from '@kollab/contracts';
import { unique } from '../../support/accounts-app';
import { DOCUMENTS } from '../../support/documents';
import { download, uploadFile, type UploadPart } from '../../support/uploads';
import {
  getProtocol,
  publishedProtocol,
  startProtocolsFixture,
  type Caller,
  type ErrorBody,
  type ProtocolsFixture,
  type ProtocolsOrg,
} from '../protocols/protocols-fixture';
import { createTask, getTask } from './tasks-fixture';

describe('document types by their bytes', () => {
  it('knows PDF, OOXML, OpenDocument, the older Office files, images, and text or CSV by name', () => {
    expect(sniffDocumentType(DOCUMENTS.pdf)).toEqual({ contentType: 'application/pdf', extension: 'pdf' });
    expect(sniffDocumentType(DOCUMENTS.docx)?.extension).toBe('docx');
    expect(sniffDocumentType(DOCUMENTS.xlsx)?.extension).toBe('xlsx');
    expect(sniffDocumentType(DOCUMENTS.pptx)?.extension).toBe('pptx');
    expect(sniffDocumentType(DOCUMENTS.odt)).toEqual({ contentType: 'application/vnd.oasis.opendocument.text', extension: 'odt' });
    expect(sniffDocumentType(DOCUMENTS.doc)).toEqual({ contentType: 'application/msword', extension: 'doc' });
    expect(sniffDocumentType(DOCUMENTS.gif)?.contentType).toBe('image/gif');
    expect(sniffDocumentType(DOCUMENTS.csv, 'liste.CSV')).toEqual({ contentType: 'text/csv; charset=utf-8', extension: 'csv' });
    expect(sniffDocumentType(DOCUMENTS.csv, 'liste.txt')?.extension).toBe('txt');
  });

  it('refuses what it cannot tell, and what could run: HTML, SVG, archives, programs, text under another name', () => {
    expect(sniffDocumentType(DOCUMENTS.html, 'seite.html')).toBeUndefined();
    expect(sniffDocumentType(DOCUMENTS.svg, 'bild.svg')).toBeUndefined();
    // Archives and programs have NUL bytes: not text whatever their name.
    for (const bytes of [DOCUMENTS.zip, DOCUMENTS.exe]) expect(sniffDocumentType(bytes, 'liste.txt')).toBeUndefined();
    expect(sniffDocumentType(DOCUMENTS.csv, 'liste.html')).toBeUndefined();
    expect(sniffDocumentType(Buffer.from([0xff, 0xfe, 0x00, 0x41]), 'kaputt.txt')).toBeUndefined();
  });

  it('keeps the name as a label only: no path, no control characters; limits the size', () => {
    const file = (originalname: string, buffer: Buffer = DOCUMENTS.pdf) => ({
      fieldname: 'file',
      originalname,
      mimetype: 'text/html',
      size: buffer.length,
      buffer,
    });
    expect(acceptDocument(file('C:\\Users\\anna\\Angebot\u202e.pdf')).name).toBe('Angebot.pdf');
    expect(acceptDocument(file('../../')).name).toBe('file.pdf');
    expect(() => acceptDocument(file('a.pdf'), 10)).toThrow('file.document_too_large');
    expect(() => acceptDocument(undefined)).toThrow('file.missing');
  });
});

// Seed §7 Tasks and Protocols: …/files (upload designed as POST …/files, multipart `file`);
// GET v1/files/{id} serves a file to whoever may read its item.
describe('files on tasks and protocols', () => {
  let f: ProtocolsFixture;
  let o: ProtocolsOrg;
  let taskType: string;

  beforeAll(async () => {
    f = await startProtocolsFixture();
    o = await f.organisation();
    taskType = (
      await o.manager.call<WriteResult>('POST', '/api/v1/account_manager/task_types', {
        title: 'Aufgabe',
        short: `D${unique().slice(0, 3).toUpperCase()}`,
      })
    ).body.id;
  }, 120_000);
  afterAll(() => f?.t.close());

  const auth = (caller: Caller) => ({ authorization: `Bearer ${caller.user.token}`, account: caller.sig });
  const upload = (caller: Caller, path: string, part: UploadPart, headers: Record<string, string> = {}) =>
    uploadFile<WriteResult & ErrorBody>(f.t.url, 'POST', path, part, { ...auth(caller), ...headers });
  const fetchFile = (caller: Caller, id: string) => download(f.t.url, `/api/v1/files/${id}`, auth(caller));

  it("attaches files to a task: stored under a server-made name, served to the task's readers only, in its history", async () => {
    const task = await createTask(o.author, { title: `Angebot ${unique()}`, type: taskType, team: o.sales, published: true });
    const added = await upload(o.author, `/api/v1/tasks/${task}/files`, { bytes: DOCUMENTS.pdf, name: 'Angebot März.pdf', type: 'text/html' });
    expect(added.status).toBe(201);
    const fileId = added.body.id;
    expect(added.body.version).toBe((await getTask(o.author, task)).version);
    const listed = (await o.reader.call<TaskFileListView>('GET', `/api/v1/tasks/${task}/files`)).body.data;
    expect(listed).toEqual([
      {
        id: fileId,
        name: 'Angebot März.pdf',
        content_type: 'application/pdf',
        size: DOCUMENTS.pdf.length,
        added_by: o.author.user.id,
        added_at: expect.any(String),
        url: `/api/v1/files/${fileId}`,
      },
    ]);
    expect((await getTask(o.author, task)).files).toEqual(listed);

    const got = await fetchFile(o.reader, fileId);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(DOCUMENTS.pdf)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe(`inline; filename="${fileId}.pdf"`);
    // Not readable: the stranger, Petra (not shared with her contact yet).
    expect((await fetchFile(o.stranger, fileId)).status).toBe(404);
    expect((await fetchFile(o.petra, fileId)).status).toBe(404);
    expect((await o.stranger.call<ErrorBody>('GET', `/api/v1/tasks/${task}/files`)).body.code).toBe('tasks.task_not_found');
    expect((await o.author.call('POST', `/api/v1/tasks/${task}/contacts`, { contact_id: o.shared, public: true })).status).toBe(201);
    expect((await fetchFile(o.petra, fileId)).status).toBe(200);
    expect((await getTask(o.petra, task)).files.map((file) => file.id)).toEqual([fileId]);

    const sheet = await upload(o.editor, `/api/v1/tasks/${task}/files`, { bytes: DOCUMENTS.xlsx, name: 'Kalkulation.xlsx' });
    expect(sheet.status).toBe(201);
    const sheetFile = await fetchFile(o.reader, sheet.body.id);
    expect(sheetFile.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sheetFile.headers.get('content-disposition')).toBe(`attachment; filename="${sheet.body.id}.xlsx"`);

    expect((await o.reader.call('DELETE', `/api/v1/tasks/${task}/files/${fileId}`)).status).toBe(403);
    expect((await o.editor.call('DELETE', `/api/v1/tasks/${task}/files/${fileId}`)).status).toBe(200);
    expect((await fetchFile(o.author, fileId)).status).toBe(404);
    const again = await o.editor.call<ErrorBody>('DELETE', `/api/v1/tasks/${task}/files/${fileId}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('tasks.file_not_found');
    expect((await o.reader.call<TaskFileListView>('GET', `/api/v1/tasks/${task}/files`)).body.data.map((file) => file.id)).toEqual([sheet.body.id]);

    const history = (await o.author.call<{ data: HistoryEntry[] }>('GET', `/api/v1/tasks/${task}/history`)).body.data;
    const fileEntries = history.filter((entry) => entry.type.startsWith('TaskFile'));
    expect(fileEntries.map((entry) => [entry.type, entry.actor_id, entry.changes.map((change) => change.field)])).toEqual([
      ['TaskFileAdded', o.author.user.id, [`files.${fileId}`]],
      ['TaskFileAdded', o.editor.user.id, [`files.${sheet.body.id}`]],
      ['TaskFileRemoved', o.editor.user.id, [`files.${fileId}`]],
    ]);

    // Deleting the task removes its files' bytes.
    expect((await o.author.call('DELETE', `/api/v1/tasks/${task}`)).status).toBe(200);
    expect((await fetchFile(o.author, sheet.body.id)).status).toBe(404);
  });

  it('refuses uploads it cannot take, and stores nothing for them', async () => {
    const task = await createTask(o.author, { title: `Angebot ${unique()}`, type: taskType, team: o.sales, published: true });
    const files = async () => (await f.t.sql.query<{ n: string | number }>('SELECT count(*) AS n FROM files WHERE account_id = $1', [o.org]))[0].n;
    const before = { events: await f.t.eventCount(o.org), files: await files() };
    for (const [bytes, name] of [
      [DOCUMENTS.html, 'seite.html'],
      [DOCUMENTS.svg, 'bild.svg'],
      [DOCUMENTS.zip, 'archiv.zip'],
      [DOCUMENTS.exe, 'setup.pdf'],
    ] as const) {
      const refused = await upload(o.author, `/api/v1/tasks/${task}/files`, { bytes, name });
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('file.document_type_unsupported');
    }
    const missing = await upload(o.author, `/api/v1/tasks/${task}/files`, { bytes: DOCUMENTS.pdf, field: 'document' });
    expect(missing.body.code).toBe('file.missing');
    expect((await upload(o.reader, `/api/v1/tasks/${task}/files`, { bytes: DOCUMENTS.pdf })).status).toBe(403);
    expect((await upload(o.stranger, `/api/v1/tasks/${task}/files`, { bytes: DOCUMENTS.pdf })).status).toBe(404);
    expect((await upload(o.author, `/api/v1/tasks/${task}/files`, { bytes: DOCUMENTS.pdf }, { 'if-match': '"1"' })).status).toBe(409);
    expect({ events: await f.t.eventCount(o.org), files: await files() }).toEqual(before);
  });

  it('attaches files to a protocol: its readers download them, its editors remove them, its history shows both', async () => {
    const protocol = await publishedProtocol(o);
    const added = await upload(o.editor, `/api/v1/protocols/${protocol}/files`, { bytes: DOCUMENTS.docx, name: 'Protokoll.docx' });
    expect(added.status).toBe(201);
    const fileId = added.body.id;
    expect(added.body.version).toBe((await getProtocol(o.author, protocol)).version);
    const listed = (await o.viewer.call<ProtocolFileListView>('GET', `/api/v1/protocols/${protocol}/files`)).body.data;
    expect(listed).toEqual([
      expect.objectContaining({
        id: fileId,
        name: 'Protokoll.docx',
        content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        added_by: o.editor.user.id,
      }),
    ]);
    for (const reader of [o.viewer, o.attendee, o.petra]) expect((await fetchFile(reader, fileId)).status).toBe(200);
    for (const outsider of [o.stranger, o.paul]) expect((await fetchFile(outsider, fileId)).status).toBe(404);
    expect((await upload(o.petra, `/api/v1/protocols/${protocol}/files`, { bytes: DOCUMENTS.pdf })).status).toBe(403);

    expect((await o.viewer.call('DELETE', `/api/v1/protocols/${protocol}/files/${fileId}`)).status).toBe(403);
    expect((await o.editor.call('DELETE', `/api/v1/protocols/${protocol}/files/${fileId}`)).status).toBe(200);
    expect((await fetchFile(o.viewer, fileId)).status).toBe(404);
    expect((await o.editor.call<ErrorBody>('DELETE', `/api/v1/protocols/${protocol}/files/${fileId}`)).body.code).toBe('protocols.file_not_found');
    const history = (await o.author.call<{ data: HistoryEntry[] }>('GET', `/api/v1/protocols/${protocol}/history`)).body.data;
    expect(
      history.filter((entry) => entry.type.startsWith('ProtocolFile')).map((entry) => [entry.type, entry.changes.map((change) => change.field)]),
    ).toEqual([
      ['ProtocolFileAdded', [`files.${fileId}`]],
      ['ProtocolFileRemoved', [`files.${fileId}`]],
    ]);
  });
});
