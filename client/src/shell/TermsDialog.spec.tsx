import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../app/i18n';
import { TermsDialog, type TermsDialogProps } from './TermsDialog';

function renderDialog(props: Partial<TermsDialogProps> = {}) {
  const onAccept = vi.fn();
  const onLogout = vi.fn();
  render(
    <I18nextProvider i18n={createI18n('de')}>
      <TermsDialog open accepting={false} error={null} onAccept={onAccept} onLogout={onLogout} {...props} />
    </I18nextProvider>,
  );
  return { onAccept, onLogout };
}

describe('TermsDialog', () => {
  it('is not closable: only logout and accept, and Escape keeps it open', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Nutzungsbedingungen und Datenschutz' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Abmelden', 'Akzeptieren']);
    expect(within(dialog).queryByRole('button', { name: /schließen|close/i })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('accept and logout call back', async () => {
    const { onAccept, onLogout } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Akzeptieren' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows a failure in the current language and blocks a second accept while one is in flight', () => {
    renderDialog({ accepting: true, error: 'request.validation_failed' });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Akzeptieren' })).toBeDisabled();
  });
});
