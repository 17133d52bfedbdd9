import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiRequest } from '../../lib/api/http';
import type { Handler } from '../../test/session-harness';
import { captureDownloads, myExport, renderReports, reportsApi, runView, scheduleView } from './reports.fixtures';

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => downloads.restore());

const writes = (setup: { calls: { request: ApiRequest }[] }) =>
  setup.calls.filter(({ request }) => request.method !== 'GET').map(({ request }) => request);

/** Opens an MUI select by its label and picks an option. */
async function choose(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function newReport() {
  await userEvent.click(await screen.findByRole('button', { name: 'Neuer Bericht' }));
  return screen.findByRole('dialog', { name: 'Neuer Bericht' });
}

async function save(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
}

const posted = async (setup: { calls: { request: ApiRequest }[] }) => {
  await waitFor(() => expect(writes(setup)).toHaveLength(1));
  return writes(setup)[0].body;
};

describe('the reports page', { timeout: 30_000 }, () => {
  it('lists the schedules: report, rhythm, recipients, next run, last run with its file', async () => {
    renderReports(
      reportsApi({
        schedules: [
          scheduleView('s1', {
            cadence: 'weekly',
            weekday: 1,
            recipients: ['user-1', 'user-2'],
            next_run_at: '2026-03-09T06:00:00Z',
            last_run: { id: 'r1', slot: '2026-03-02T06:00:00Z', status: 'done' },
          }),
          scheduleView('s2', { kind: 'offers', format: 'csv', cadence: 'monthly', day_of_month: 1, time_zone: 'Europe/London' }),
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Geplante Berichte' });
    const rows = await within(table).findAllByRole('row');
    await waitFor(() => expect(within(rows[1]).getByText('Anna Berg, Bernd Meier')).toBeInTheDocument());
    expect(within(rows[1]).getByText('Aufgaben · Excel (XLSX)')).toBeInTheDocument();
    expect(within(rows[1]).getByText('wöchentlich Mo 07:00')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/^09\.03\.2026 \d\d:00$/)).toBeInTheDocument();
    expect(within(rows[1]).getByText('Fertig')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Angebote · CSV')).toBeInTheDocument();
    expect(within(rows[2]).getByText('monatlich am 1. 07:00 (Europe/London)')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Noch kein Lauf')).toBeInTheDocument();

    await userEvent.click(within(rows[1]).getByRole('button', { name: /^Datei des Laufs vom 02\.03\.2026/ }));
    await waitFor(() => expect(downloads.saved).toEqual(['tasks-2026-03-02.xlsx']));
  });

  it('a new daily report: neither weekday nor day of the month; me as recipient; no filter when it is blank', async () => {
    const setup = renderReports(reportsApi());
    const dialog = await newReport();
    expect(within(dialog).queryByRole('combobox', { name: 'Wochentag' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Tag im Monat' })).not.toBeInTheDocument();
    await save(dialog);
    expect(await posted(setup)).toEqual({
      kind: 'tasks',
      format: 'xlsx',
      cadence: 'daily',
      time: '07:00',
      time_zone: 'Europe/Berlin',
      recipients: ['user-1'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Bericht gespeichert.')).toBeInTheDocument();
  });

  it('a weekly report sends its weekday only, with the status and search text of its filter', async () => {
    const setup = renderReports(reportsApi());
    const dialog = await newReport();
    await choose(dialog, 'Format', 'CSV');
    await choose(dialog, 'Rhythmus', 'Wöchentlich');
    await choose(dialog, 'Wochentag', 'Freitag');
    const time = within(dialog).getByRole('textbox', { name: 'Uhrzeit' });
    await userEvent.clear(time);
    await userEvent.type(time, '18:30');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Empfänger' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bernd Meier' }));
    expect(screen.queryByRole('option', { name: 'Carla Vogt' })).not.toBeInTheDocument();
    await choose(dialog, 'Status', 'Überfällig');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Suchtext' }), 'Wartung');
    await save(dialog);
    expect(await posted(setup)).toEqual({
      kind: 'tasks',
      format: 'csv',
      filter: { status: 'overdue', search: 'Wartung' },
      cadence: 'weekly',
      weekday: 5,
      time: '18:30',
      time_zone: 'Europe/Berlin',
      recipients: ['user-1', 'user-2'],
    });
  });

  it('a monthly report of protocols sends its day of the month only, in the zone chosen; protocols filter by text only', async () => {
    const setup = renderReports(reportsApi());
    const dialog = await newReport();
    await choose(dialog, 'Art', 'Protokolle');
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await choose(dialog, 'Rhythmus', 'Monatlich');
    expect(within(dialog).queryByRole('combobox', { name: 'Wochentag' })).not.toBeInTheDocument();
    await choose(dialog, 'Tag im Monat', '15.');
    const zone = within(dialog).getByRole('combobox', { name: 'Zeitzone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Europe/Lon');
    await userEvent.click(await screen.findByRole('option', { name: 'Europe/London' }));
    await save(dialog);
    expect(await posted(setup)).toEqual({
      kind: 'protocols',
      format: 'xlsx',
      cadence: 'monthly',
      day_of_month: 15,
      time: '07:00',
      time_zone: 'Europe/London',
      recipients: ['user-1'],
    });
  });

  it('offers claims only with the flag feature.export_claims', async () => {
    renderReports(reportsApi());
    const without = await newReport();
    await userEvent.click(within(without).getByRole('combobox', { name: 'Art' }));
    const kinds = await screen.findByRole('listbox');
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Aufgaben', 'Protokolle', 'Angebote']);
  });

  it('with the flag, claims stand beside tasks', async () => {
    const setup = renderReports(reportsApi(), { flags: ['apps.tasks', 'feature.export_claims'] });
    const dialog = await newReport();
    await choose(dialog, 'Art', 'Reklamationen');
    await save(dialog);
    expect(await posted(setup)).toMatchObject({ kind: 'claims' });
  });

  it("checks the form with the contract's rules before sending: the time and the time zone", async () => {
    const setup = renderReports(reportsApi());
    const dialog = await newReport();
    const time = within(dialog).getByRole('textbox', { name: 'Uhrzeit' });
    await userEvent.clear(time);
    await userEvent.type(time, '25:00');
    const zone = within(dialog).getByRole('combobox', { name: 'Zeitzone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Mars/Olympus');
    await save(dialog);
    expect(await within(dialog).findByText('Bitte geben Sie eine Uhrzeit als HH:MM ein (00:00 bis 23:59).')).toBeInTheDocument();
    expect(within(dialog).getByText('Diese Zeitzone ist unbekannt (z. B. Europe/Berlin).')).toBeInTheDocument();
    expect(writes(setup)).toEqual([]);
  });

  it("shows the server's field errors at their fields, and others above the form", async () => {
    const api = reportsApi();
    const handler: Handler = (request, headers) => {
      if (request.method === 'POST') {
        throw new ApiError(422, {
          message: 'invalid',
          code: 'request.validation_failed',
          errors: {
            recipients: ['Berichte gehen nur an Manager dieser Organisation.'],
            'filter.search': ['Zu lang.'],
            'filter.team': ['Diesen Filter kennt die Liste nicht.'],
          },
        });
      }
      return api(request, headers);
    };
    renderReports(handler);
    const dialog = await newReport();
    await save(dialog);
    const recipients = within(dialog).getByRole('combobox', { name: 'Empfänger' });
    expect(await within(dialog).findByText('Berichte gehen nur an Manager dieser Organisation.')).toBeInTheDocument();
    expect(recipients).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Suchtext' })).toHaveAccessibleDescription('Zu lang.');
    expect(within(dialog).getByText('filter.team: Diesen Filter kennt die Liste nicht.')).toBeInTheDocument();
  });

  it('changes a schedule with PUT and the version it was based on', async () => {
    const setup = renderReports(reportsApi({ schedules: [scheduleView('s1', { version: 4, filter: { status: 'open', order: '-due_date' } })] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Bericht Aufgaben · Excel (XLSX), täglich 07:00 bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bericht bearbeiten' });
    expect(within(dialog).getByText('Weitere Filter bleiben erhalten: order')).toBeInTheDocument();
    await choose(dialog, 'Rhythmus', 'Wöchentlich');
    await save(dialog);
    await waitFor(() => expect(writes(setup)).toHaveLength(1));
    expect(writes(setup)[0]).toMatchObject({
      method: 'PUT',
      path: '/v1/report_schedules/s1',
      ifMatch: 4,
      body: { cadence: 'weekly', weekday: 1, filter: { order: '-due_date', status: 'open' } },
    });
  });

  it('deletes a schedule only once confirmed', async () => {
    const setup = renderReports(reportsApi({ schedules: [scheduleView('s1', { version: 2 })] }));
    const remove = await screen.findByRole('button', { name: 'Bericht Aufgaben · Excel (XLSX), täglich 07:00 löschen' });
    await userEvent.click(remove);
    let confirm = await screen.findByRole('dialog', { name: 'Geplanten Bericht löschen?' });
    expect(confirm).toHaveTextContent('„Aufgaben · Excel (XLSX)“ (täglich 07:00) wird nicht mehr verschickt.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(setup)).toEqual([]);

    await userEvent.click(remove);
    confirm = await screen.findByRole('dialog', { name: 'Geplanten Bericht löschen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(writes(setup)).toEqual([expect.objectContaining({ method: 'DELETE', path: '/v1/report_schedules/s1', ifMatch: 2 })]));
    expect(await screen.findByText('Bericht gelöscht.')).toBeInTheDocument();
  });

  it("the runs: slot, rows, cut-off and status; 'Datei (Stand …)' downloads the run rendered as of its cut-off", async () => {
    const setup = renderReports(reportsApi({ runs: [runView('r1'), runView('r2', { status: 'failed', rows: 0, file_name: null })] }));
    const table = await screen.findByRole('table', { name: 'Läufe' });
    const rows = await within(table).findAllByRole('row');
    expect(within(rows[1]).getByText('1.234')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Fehlgeschlagen')).toBeInTheDocument();
    expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();
    const file = within(rows[1]).getByRole('button', { name: /^Datei \(Stand 04\.03\.2026 \d\d:00\)$/ });
    expect(file).toHaveAccessibleDescription(/mit den Daten, wie sie zum Stand des Laufs \(04\.03\.2026 \d\d:00\) waren/);
    await userEvent.click(file);
    await waitFor(() => expect(downloads.saved).toEqual(['aufgaben-2026-03-04.xlsx']));
    expect(setup.calls.find(({ request }) => request.path.endsWith('/file'))?.request).toMatchObject({
      method: 'GET',
      path: '/v1/report_runs/r1/file',
      responseType: 'blob',
    });
  });

  it('my exports: a download while the file is kept, none once it expired', async () => {
    const setup = renderReports(reportsApi({ exports: [myExport('e1'), myExport('e2', { status: 'expired', expires_at: '2026-03-01T00:00:00Z' })] }));
    const table = await screen.findByRole('table', { name: 'Meine Exporte' });
    const rows = await within(table).findAllByRole('row');
    expect(within(rows[1]).getByText('Protokolle · CSV')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Abgelaufen')).toBeInTheDocument();
    expect(within(rows[2]).queryByRole('button', { name: 'Herunterladen' })).not.toBeInTheDocument();
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Herunterladen' }));
    await waitFor(() => expect(downloads.saved).toEqual(['protokolle.csv']));
    expect(setup.calls.some(({ request }) => request.path === '/v1/exports/e1/file')).toBe(true);
  });

  it('a mail’s link highlights its row; one not on the page shown stands above it', async () => {
    renderReports(reportsApi({ runs: [runView('r1'), runView('r2')], exports: [myExport('e1')] }), { focus: { list: 'runs', id: 'r2' } });
    const runs = await screen.findByRole('table', { name: 'Läufe' });
    await waitFor(() => expect(within(runs).getAllByRole('row')[2]).toHaveAttribute('aria-current', 'true'));
    expect(within(runs).getAllByRole('row')[1]).not.toHaveAttribute('aria-current');
  });

  it('an export linked from a mail that is not on the first page is read and shown above it', async () => {
    const old = myExport('e9', { created_at: '2026-01-01T09:00:00Z' });
    const api = reportsApi({ exports: [myExport('e1')] });
    renderReports(
      (request, headers) => (request.path === '/v1/exports/e9' ? { status: 200, body: old, latestClientVersion: null } : api(request, headers)),
      {
        focus: { list: 'exports', id: 'e9' },
      },
    );
    const table = await screen.findByRole('table', { name: 'Meine Exporte' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const linked = within(table).getAllByRole('row')[1];
    expect(linked).toHaveAttribute('aria-current', 'true');
    expect(within(linked).getByText('Aus der E-Mail')).toBeInTheDocument();
  });
});
