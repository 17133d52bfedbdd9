import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n';
import { account, harness, ok, signedIn } from '../../test/session-harness';
import { settle } from '../../test/settle';
import { NewsButton } from './NewsButton';

function renderWithFlags(flags: string[]) {
  const session = signedIn({ account: { status: 'loaded', id: 'acc-1', current: account('sig-1', { flags: flags as never }) } });
  const { store, calls } = harness(() => ok({ data: [], meta: { page: 1, limit: 10, total: 0 } }), session, '/home');
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('de')}>
        <NewsButton />
      </I18nextProvider>
    </Provider>,
  );
  return calls;
}

describe('NewsButton and the flag kollab.update_news (issue 11 item 16)', () => {
  it("shows the what's-new button and reads the updates when the account has the flag", async () => {
    const calls = renderWithFlags(['apps.tasks', 'kollab.update_news']);
    expect(screen.getByRole('button', { name: /Neuigkeiten/ })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.request.path)).toContain('/v2/updates'));
  });

  it('shows nothing and reads nothing without the flag', async () => {
    const calls = renderWithFlags(['apps.tasks']);
    expect(screen.queryByRole('button', { name: /Neuigkeiten/ })).not.toBeInTheDocument();
    await settle();
    expect(calls.map((call) => call.request.path)).not.toContain('/v2/updates');
  });
});
