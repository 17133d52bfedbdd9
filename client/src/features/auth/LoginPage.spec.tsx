import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n';
import { LoginPage, type LoginPageProps } from './LoginPage';

function renderLogin(props: Partial<LoginPageProps> = {}, language: 'de' | 'en' = 'de') {
  const onSignIn = vi.fn();
  const onNewPassword = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <MemoryRouter>
        <LoginPage submitting={false} errorCode={null} challenged={false} onSignIn={onSignIn} onNewPassword={onNewPassword} {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { onSignIn, onNewPassword };
}

describe('LoginPage', () => {
  it('signs in with user name and password (German by default)', async () => {
    const { onSignIn } = renderLogin();
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Benutzername oder E-Mail/ }), 'anna');
    await userEvent.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Demo-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onSignIn).toHaveBeenCalledWith('anna', 'Demo-Pass-1');
  });

  it('does not submit empty fields', async () => {
    const { onSignIn } = renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('shows the API code as the contracts text in the current language', () => {
    renderLogin({ errorCode: 'auth.account_inactive' }, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('Account inactive.');
  });

  it('names the login domain', () => {
    renderLogin({ domain: 'demo' });
    expect(screen.getByRole('heading', { name: 'Anmelden bei demo' })).toBeInTheDocument();
  });

  it('warns when caps lock is on', async () => {
    renderLogin();
    const password = screen.getByLabelText(/^Passwort/, { selector: 'input' });
    await userEvent.type(password, '{CapsLock}a');
    expect(screen.getByRole('alert')).toHaveTextContent('Die Feststelltaste ist aktiviert.');
  });

  it('asks for a new password after a temporary one and checks the repetition', async () => {
    const { onNewPassword } = renderLogin({ challenged: true });
    expect(screen.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Neues Passwort/, { selector: 'input' }), 'Neu-Pass-12');
    await userEvent.type(screen.getByLabelText(/^Passwort wiederholen/, { selector: 'input' }), 'Neu-Pass-13');
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Passwort wiederholen/, { selector: 'input' }));
    await userEvent.type(screen.getByLabelText(/^Passwort wiederholen/, { selector: 'input' }), 'Neu-Pass-12');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(onNewPassword).toHaveBeenCalledWith('Neu-Pass-12');
  });
});
