import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { preferencesActions } from '../features/preferences';
import { harness, ok } from '../test/session-harness';
import { PagedTable } from '../components/PagedTable';
import { App } from './App';
import { createI18n } from './i18n';

function Page() {
  const { t } = useTranslation('shell');
  return <p>{t('logout')}</p>;
}

describe('App', () => {
  it('a language change switches i18next, the document and dayjs', async () => {
    const { store } = harness(() => ok({}));
    const router = createMemoryRouter([{ path: '*', element: <Page /> }]);
    const i18n = createI18n('de');
    render(<App store={store} router={router} i18n={i18n} />);
    expect(screen.getByText('Abmelden')).toBeInTheDocument();
    await waitFor(() => expect(dayjs('2024-03-07').format('MMMM')).toBe('März'));
    act(() => {
      store.dispatch(preferencesActions.languageChosen('en'));
    });
    expect(await screen.findByText('Log out')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(dayjs('2024-03-07').format('MMMM')).toBe('March'));
  });

  it("MUI's own words (the pager's buttons) follow the UI language, and switch with it", async () => {
    const { store } = harness(() => ok({}));
    const pager = (
      <PagedTable label="Liste" head={null} total={42} page={1} limit={10} pageSizes={[10, 25]} onPage={() => {}} onLimit={() => {}}>
        {null}
      </PagedTable>
    );
    const router = createMemoryRouter([{ path: '*', element: pager }]);
    render(<App store={store} router={router} i18n={createI18n('de')} />);
    expect(await screen.findByRole('button', { name: 'Zur nächsten Seite' })).toBeInTheDocument();
    expect(screen.getByText('1–10 von 42')).toBeInTheDocument();
    act(() => {
      store.dispatch(preferencesActions.languageChosen('en'));
    });
    expect(await screen.findByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zur nächsten Seite' })).toBeNull();
  });
});
