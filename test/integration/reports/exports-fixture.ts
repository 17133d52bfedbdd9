// What the exports suites share: request an export, wait for its job, download and read its file.
import ExcelJS from 'exceljs';
import type { ExportAccepted, ExportView } from '@kollab/contracts';
import type { AccountsTestApp, TestUser } from '../../support/accounts-app';
import { eventually } from '../../support/jobs-waits';
import type { Caller, ErrorBody } from '../protocols/protocols-fixture';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The helpers of one app's exports: request, wait for the job, download, read the file. */
export function exportsOf(t: () => AccountsTestApp) {
  const request = (caller: Caller, body: Record<string, unknown>) => caller.call<ExportAccepted & ErrorBody>('POST', '/api/v1/exports', body);
  const finished = (caller: Caller, id: string) =>
    eventually(
      async () => {
        const response = await caller.call<ExportView>('GET', `/api/v1/exports/${id}`);
        expect(response.status).toBe(200);
        return ['done', 'failed'].includes(response.body.status) ? response.body : undefined;
      },
      30_000,
      `export ${id} to finish`,
    );
  const download = async (caller: Caller, id: string): Promise<Response> =>
    fetch(`${t().url}/api/v1/exports/${id}/file`, { headers: { authorization: `Bearer ${caller.user.token}`, account: caller.sig } });
  /** Requests the export, waits for it (done) and answers its view and file. */
  const exported = async (caller: Caller, body: Record<string, unknown>) => {
    const accepted = await request(caller, body);
    expect(accepted.status).toBe(202);
    const view = await finished(caller, accepted.body.id);
    expect(view.status).toBe('done');
    const file = await download(caller, view.id);
    expect(file.status).toBe(200);
    return { view, file };
  };
  const sheetOf = async (file: Response, name: string): Promise<ExcelJS.Worksheet> => {
    expect(file.headers.get('content-type')).toBe(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(name);
    if (!sheet) throw new Error(`no sheet ${name}`);
    return sheet;
  };
  /** A caller with a new signature (after the account's apps changed). */
  const signed = async (user: TestUser, org: string): Promise<Caller> => {
    const sig = await t().signature(user, org);
    return { user, sig, call: (method, path, body, headers) => t().call(method, path, user, sig, body, headers) };
  };
  return { request, finished, download, exported, sheetOf, signed };
}
