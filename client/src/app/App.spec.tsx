import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { preferencesActions } from '../features/preferences';
import { harness, ok } from '../test/session-harness';
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
});
