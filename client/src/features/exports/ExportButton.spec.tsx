import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n';
import { fail, ok, type Handler } from '../../test/session-harness';
import { NotificationHost } from '../notifications';
import { ExportButton, type ExportButtonProps } from './ExportButton';
import { captureDownloads, doneView, exportPush, exportsHarness, exportView, runningView, type ExportsSessionOptions } from './exports.fixtures';

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => downloads.restore());

const TASKS_QUERY = { page: 2, limit: 50, order: '-due_date', 'filter[status]': 'open', 'filter[search]': undefined, 'filter[hide_resolved]': true };

/** POST answers 202 for `e1`, GET e1 `queued`, its file a blob; anything else 404. */
const api: Handler = (request) => {
  if (request.method === 'POST' && request.path === '/v1/exports') return ok({ id: 'e1', status: 'queued' });
  if (request.path === '/v1/exports/e1') return ok(exportView('e1'));
  if (request.path === '/v1/exports/e1/file') return ok(new Blob(['x']));
  if (request.path === '/v1/exports') return ok({ data: [], meta: { page: 1, limit: 10, total: 0 } });
  return fail(404, 'not found', 'exports.export_not_found');
};

function renderButton(
  props: ExportButtonProps = { kinds: ['tasks', 'claims'], listQuery: TASKS_QUERY },
  session?: ExportsSessionOptions,
  handler = api,
) {
  const setup = exportsHarness(handler, session);
  render(
    <Provider store={setup.store}>
      <I18nextProvider i18n={createI18n('de')}>
        <ExportButton {...props} />
        <NotificationHost />
      </I18nextProvider>
    </Provider>,
  );
  return setup;
}

const posted = (setup: ReturnType<typeof renderButton>) =>
  setup.calls.filter((call) => call.request.method === 'POST').map((call) => call.request.body);

async function openDialog(name = 'Exportieren') {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Exportieren' });
}

async function exportAs(format: 'Excel (XLSX)' | 'CSV', kind?: string) {
  const dialog = await openDialog();
  if (kind) await userEvent.click(within(dialog).getByRole('radio', { name: kind }));
  await userEvent.click(within(dialog).getByRole('radio', { name: format }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
  return dialog;
}

describe('ExportButton', { timeout: 30_000 }, () => {
  it('is not there for anybody but managers', () => {
    renderButton(undefined, { roles: ['user'], flags: ['feature.export_claims'] });
    expect(screen.queryByRole('button', { name: 'Exportieren' })).not.toBeInTheDocument();
  });

  it("posts the list's filter without brackets, page and limit, with its order and the chosen format", async () => {
    const setup = renderButton();
    await exportAs('CSV');
    await waitFor(() =>
      expect(posted(setup)).toEqual([{ kind: 'tasks', format: 'csv', filter: { order: '-due_date', status: 'open', hide_resolved: true } }]),
    );
  });

  it('offers claims beside tasks only with the flag feature.export_claims', async () => {
    renderButton();
    const without = await openDialog();
    expect(within(without).queryByRole('radiogroup', { name: 'Was wird exportiert?' })).not.toBeInTheDocument();
    expect(within(without).queryByRole('radio', { name: 'Reklamationen' })).not.toBeInTheDocument();
    cleanup();

    const setup = renderButton(undefined, { flags: ['apps.tasks', 'feature.export_claims'] });
    const dialog = await openDialog();
    const kinds = within(dialog).getByRole('radiogroup', { name: 'Was wird exportiert?' });
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['tasks', 'claims']);
    expect(within(kinds).getByRole('radio', { name: 'Aufgaben' })).toBeChecked();
    await userEvent.click(within(kinds).getByRole('radio', { name: 'Reklamationen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await waitFor(() => expect(posted(setup)).toEqual([expect.objectContaining({ kind: 'claims', format: 'xlsx' })]));
  });

  it('survey results go "Per E-Mail" with their survey and no filter', async () => {
    const setup = renderButton({ kinds: ['survey_results'], surveyId: 's1', label: 'byMail' });
    const dialog = await openDialog('Per E-Mail exportieren');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await waitFor(() => expect(posted(setup)).toEqual([{ kind: 'survey_results', format: 'xlsx', survey_id: 's1' }]));
  });

  it('shows the progress the pushes bring: the bar, the percentage and "n von m Zeilen"', async () => {
    const setup = renderButton();
    const dialog = await exportAs('Excel (XLSX)');
    expect(await within(dialog).findByText('Der Export wartet auf seinen Start.')).toBeInTheDocument();
    act(() => {
      setup.store.dispatch(exportPush(runningView('e1', 1200, 3000)));
    });
    const bar = within(dialog).getByRole('progressbar', { name: 'Fortschritt des Exports' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(dialog).getByText('40 %')).toBeInTheDocument();
    expect(within(dialog).getByText('1.200 von 3.000 Zeilen')).toBeInTheDocument();
  });

  it('done: the toast "Export fertig – die E-Mail ist unterwegs" downloads the file', async () => {
    const setup = renderButton();
    const dialog = await exportAs('Excel (XLSX)');
    await within(dialog).findByText('Der Export wartet auf seinen Start.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    act(() => {
      setup.store.dispatch(exportPush(doneView('e1')));
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Export fertig – die E-Mail ist unterwegs');
    await userEvent.click(within(toast).getByRole('button', { name: 'Herunterladen' }));
    await waitFor(() => expect(downloads.saved).toEqual([{ blob: expect.any(Blob), name: 'aufgaben-2026-03-04.xlsx' }]));
    expect(setup.calls.at(-1)?.request).toMatchObject({ method: 'GET', path: '/v1/exports/e1/file', responseType: 'blob' });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("failed: a toast with the text of the export's error key", async () => {
    const setup = renderButton();
    const dialog = await exportAs('Excel (XLSX)');
    await within(dialog).findByText('Der Export wartet auf seinen Start.');
    act(() => {
      setup.store.dispatch(exportPush(exportView('e1', { status: 'failed', error: 'exports.requester_not_allowed' })));
    });
    const text = 'Sie durften diesen Export bei seiner Ausführung nicht mehr erstellen (Rolle oder Mitgliedschaft geändert).';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Der Export ist fehlgeschlagen. ${text}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('opening the dialog again reads the export it shows once (a push may have been missed)', async () => {
    let status: 'queued' | 'running' = 'queued';
    const setup = renderButton(undefined, undefined, (request, headers) =>
      request.path === '/v1/exports/e1' ? ok(status === 'queued' ? exportView('e1') : runningView('e1', 30, 60)) : api(request, headers),
    );
    const dialog = await exportAs('Excel (XLSX)');
    await within(dialog).findByText('Der Export wartet auf seinen Start.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    status = 'running';
    const again = await openDialog();
    expect(await within(again).findByText('30 von 60 Zeilen')).toBeInTheDocument();
    expect(setup.calls.filter((call) => call.request.path === '/v1/exports/e1')).toHaveLength(2);
  });

  it('a refusal stays in the dialog with its text', async () => {
    renderButton(undefined, { flags: ['apps.tasks', 'feature.export_claims'] }, () =>
      fail(403, 'Der Export von Reklamationen ist für diese Organisation nicht freigeschaltet.', 'exports.claims_disabled'),
    );
    const dialog = await exportAs('CSV', 'Reklamationen');
    expect(await within(dialog).findByText('Der Export von Reklamationen ist für diese Organisation nicht freigeschaltet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Exportieren' })).toBeEnabled();
  });
});
