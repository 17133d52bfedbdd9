import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n';
import { NewsDrawer } from './NewsDrawer';

describe('NewsDrawer', () => {
  it('names the unread count, opens the drawer and shows dates as DD.MM.YYYY', async () => {
    const onOpen = vi.fn();
    const updates = [
      {
        id: 'u-1',
        title: 'Lesezeichen',
        text: 'Jetzt mit Stern.',
        date: new Date(2024, 2, 5, 12).getTime(),
        image_url: null,
        version: 1,
        created_at: '',
        updated_at: '',
      },
    ];
    render(
      <I18nextProvider i18n={createI18n('de')}>
        <NewsDrawer updates={updates} status="loaded" badge="99+" onOpen={onOpen} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Neuigkeiten, 99+ ungelesen' }));
    expect(onOpen).toHaveBeenCalled();
    const drawer = screen.getByRole('heading', { name: 'Neuigkeiten' }).closest('.MuiDrawer-paper') as HTMLElement;
    expect(within(drawer).getByText('05.03.2024')).toBeInTheDocument();
    expect(within(drawer).getByText('Lesezeichen')).toBeInTheDocument();
  });
});
