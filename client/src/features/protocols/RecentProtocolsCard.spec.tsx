import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '../../app/i18n';
import { page, protocolsHarness, protocolView } from './protocols.fixtures';
import { RecentProtocolsCard } from './RecentProtocolsCard';

describe('RecentProtocolsCard', () => {
  it('links the newest protocols the user reads, with their dates', async () => {
    const setup = protocolsHarness(() =>
      page(
        [
          protocolView('a', { title: 'Kickoff', number: 'PR-9', date: '2026-03-04' }),
          protocolView('b', { title: 'Review', number: null, date: '2026-02-01' }),
        ],
        7,
      ),
    );
    render(
      <Provider store={setup.store}>
        <I18nextProvider i18n={createI18n('de')}>
          <MemoryRouter>
            <RecentProtocolsCard />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    const card = screen.getByRole('region', { name: 'Letzte Protokolle' });
    expect(await within(card).findByRole('link', { name: 'PR-9 · Kickoff' })).toHaveAttribute('href', '/protocols/a');
    expect(within(card).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/protocols/b');
    expect(within(card).getByText('04.03.2026')).toBeInTheDocument();
    expect(setup.calls[0].request.query).toMatchObject({ limit: 5, order: '-date' });
  });
});
