import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n';
import { ActivatePage } from './ActivatePage';
import { initialAuthState, type FlowState } from './auth.slice';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';

function renderIn(node: ReactNode, language: 'de' | 'en' = 'de') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );
}

const idle = initialAuthState.activate;
const failedWith = (error: FlowState['error'], fieldErrors: Record<string, string[]> = {}): FlowState => ({ status: 'failed', error, fieldErrors });
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('ActivatePage', () => {
  it('checks the password rules in the current language before it submits', async () => {
    const onActivate = vi.fn();
    renderIn(<ActivatePage token="tok-1" flow={idle} onActivate={onActivate} />);
    expect(screen.getByRole('heading', { name: 'Zugang aktivieren' })).toBeInTheDocument();
    await userEvent.type(input(/^Neues Passwort/), 'kurz');
    await userEvent.click(screen.getByRole('button', { name: 'Aktivieren' }));
    expect(onActivate).not.toHaveBeenCalled();
    expect(screen.getByText('8 bis 72 Zeichen.')).toBeInTheDocument();
    await userEvent.clear(input(/^Neues Passwort/));
    await userEvent.type(input(/^Neues Passwort/), 'nurkleinbuchstaben1');
    expect(screen.getByText('Mindestens ein Kleinbuchstabe, ein Großbuchstabe und eine Ziffer.')).toBeInTheDocument();
  });

  it('shows a mismatch of the confirmation as soon as it is typed', async () => {
    const onActivate = vi.fn();
    renderIn(<ActivatePage token="tok-1" flow={idle} onActivate={onActivate} />, 'en');
    await userEvent.type(input(/^New password/), 'Neu-Pass-12');
    await userEvent.type(input(/^Repeat the password/), 'Neu-Pass-13');
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(onActivate).not.toHaveBeenCalled();
  });

  it('submits a good password with the token', async () => {
    const onActivate = vi.fn();
    renderIn(<ActivatePage token="tok-1" flow={idle} onActivate={onActivate} />);
    await userEvent.type(input(/^Neues Passwort/), 'Neu-Pass-12');
    await userEvent.type(input(/^Passwort wiederholen/), 'Neu-Pass-12');
    await userEvent.keyboard('{Enter}');
    expect(onActivate).toHaveBeenCalledWith('tok-1', 'Neu-Pass-12');
  });

  it('an invalid or expired link shows the seed message', () => {
    renderIn(<ActivatePage token="tok-1" flow={failedWith('auth.activation_link_invalid')} onActivate={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Der Aktivierungslink ist ungültig oder abgelaufen.');
  });

  it('a link without token says so and offers no form', () => {
    renderIn(<ActivatePage token={null} flow={idle} onActivate={vi.fn()} />, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('The activation link is invalid or has expired.');
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
  });

  it("shows the server's 422 texts on the fields", () => {
    renderIn(
      <ActivatePage token="t" flow={failedWith('request.validation_failed', { password: ['Vom Server: zu schwach.'] })} onActivate={vi.fn()} />,
    );
    expect(input(/^Neues Passwort/)).toHaveAccessibleDescription('Vom Server: zu schwach.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', () => {
  it('needs a valid e-mail address', async () => {
    const onRequest = vi.fn();
    renderIn(<ForgotPasswordPage flow={idle} onRequest={onRequest} />);
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(onRequest).not.toHaveBeenCalled();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), '@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(onRequest).toHaveBeenCalledWith('anna@example.test');
  });

  it('always confirms the same neutral way', () => {
    renderIn(<ForgotPasswordPage flow={{ status: 'succeeded', error: null, fieldErrors: {} }} onRequest={vi.fn()} />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('If there is an access with this e-mail address, we have sent a link');
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
  });

  it('shows a failure of the call', () => {
    renderIn(<ForgotPasswordPage flow={failedWith('request.too_many')} onRequest={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Zu viele Versuche.');
  });
});

describe('ResetPasswordPage', () => {
  it('submits the new password with the token', async () => {
    const onReset = vi.fn();
    renderIn(<ResetPasswordPage token="reset-1" flow={idle} onReset={onReset} />, 'en');
    await userEvent.type(input(/^New password/), 'Neu-Pass-12');
    await userEvent.type(input(/^Repeat the password/), 'Neu-Pass-12');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(onReset).toHaveBeenCalledWith('reset-1', 'Neu-Pass-12');
  });

  it('shows the expired link and offers a new one', () => {
    renderIn(<ResetPasswordPage token="reset-1" flow={failedWith('auth.reset_link_invalid')} onReset={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Der Link zum Zurücksetzen ist ungültig oder abgelaufen.');
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('RegisterPage', () => {
  const fill = async () => {
    await userEvent.type(screen.getByRole('textbox', { name: /Name der Organisation/ }), 'Neu-GmbH');
    await userEvent.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Nina');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Neu');
    await userEvent.type(screen.getByRole('textbox', { name: /^Benutzername/ }), 'nina');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'nina@example.test');
  };

  it('requires the terms', async () => {
    const onRegister = vi.fn();
    renderIn(<RegisterPage token="reg-1" flow={idle} onRegister={onRegister} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(onRegister).not.toHaveBeenCalled();
    expect(screen.getByText('Bitte stimmen Sie zu.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Nutzungsbedingungen/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(onRegister).toHaveBeenCalledWith({
      token: 'reg-1',
      name: 'Neu-GmbH',
      first_name: 'Nina',
      last_name: 'Neu',
      username: 'nina',
      email: 'nina@example.test',
      terms: true,
    });
  });

  it('checks the user name and organisation name rules', async () => {
    renderIn(<RegisterPage token="reg-1" flow={idle} onRegister={vi.fn()} />, 'en');
    await userEvent.type(screen.getByRole('textbox', { name: /^User name/ }), 'nina@example.test');
    await userEvent.type(screen.getByRole('textbox', { name: /Organisation name/ }), 'Neu GmbH');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('textbox', { name: /^User name/ })).toHaveAccessibleDescription(/no spaces, not an e-mail address/);
    expect(screen.getByRole('textbox', { name: /Organisation name/ })).toHaveAccessibleDescription('Only letters, numbers and dashes.');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription('This field is required.');
  });

  it('shows the server errors on the fields and an invalid link as a message', () => {
    renderIn(
      <RegisterPage
        token="reg-1"
        flow={failedWith('request.validation_failed', { username: ['Dieser Benutzername ist bereits vergeben.'] })}
        onRegister={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: /^Benutzername/ })).toHaveAccessibleDescription('Dieser Benutzername ist bereits vergeben.');
  });

  it('an invalid registration link is shown as the API text', () => {
    renderIn(<RegisterPage token="reg-1" flow={failedWith('registration.token_invalid')} onRegister={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Der Registrierungslink ist ungültig oder abgelaufen.');
  });

  it('thanks after the registration', () => {
    renderIn(<RegisterPage token="reg-1" flow={{ status: 'succeeded', error: null, fieldErrors: {} }} onRegister={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Vielen Dank!');
  });
});

describe('LoginPage notices', () => {
  it('says the access is activated', () => {
    renderIn(
      <LoginPage submitting={false} errorCode={null} challenged={false} notice="activated" onSignIn={vi.fn()} onNewPassword={vi.fn()} />,
      'en',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your access is activated. You can sign in now.');
  });
});
