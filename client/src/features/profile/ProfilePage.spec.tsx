import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../app/i18n';
import { ProfilePage, type ProfilePageProps } from './ProfilePage';
import { userView } from './profile.fixtures';
import { initialProfileState, type ProfileState } from './profile.slice';

const user = userView({ email_verified_at: null });

function renderProfile(state: Partial<ProfileState> = {}, language: 'de' | 'en' = 'de') {
  const handlers = {
    onSaveDetails: vi.fn(),
    onRequestEmailChange: vi.fn(),
    onConfirmEmailChange: vi.fn(),
    onChangePassword: vi.fn(),
    onUploadAvatar: vi.fn(),
    onRemoveAvatar: vi.fn(),
  } satisfies Omit<ProfilePageProps, 'profile'>;
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ProfilePage profile={{ ...initialProfileState, status: 'loaded', user, ...state }} {...handlers} />
    </I18nextProvider>,
  );
  return handlers;
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('ProfilePage: details', () => {
  it('shows the user with the date as DD.MM.YYYY and the username read-only', () => {
    renderProfile();
    const details = section('Persönliche Angaben');
    expect(details.getByRole('textbox', { name: 'Benutzername' })).toHaveAttribute('readonly');
    expect(details.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Anna');
    expect(details.getByRole('textbox', { name: 'Geburtsdatum' })).toHaveValue('03.04.1990');
    expect(details.getByRole('combobox', { name: 'Geschlecht' })).toHaveTextContent('Weiblich');
  });

  it('saves the changed details with the date as YYYY-MM-DD', async () => {
    const { onSaveDetails } = renderProfile();
    const details = section('Persönliche Angaben');
    await userEvent.clear(details.getByRole('textbox', { name: /^Vorname/ }));
    await userEvent.type(details.getByRole('textbox', { name: /^Vorname/ }), 'Anne');
    await userEvent.clear(details.getByRole('textbox', { name: 'Geburtsdatum' }));
    await userEvent.type(details.getByRole('textbox', { name: 'Geburtsdatum' }), '01.02.1985');
    await userEvent.click(details.getByRole('combobox', { name: /^Sprache/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Englisch' }));
    await userEvent.click(details.getByRole('button', { name: 'Angaben speichern' }));
    expect(onSaveDetails).toHaveBeenCalledWith({
      first_name: 'Anne',
      last_name: 'Berg',
      gender: 'female',
      date_of_birth: '1985-02-01',
      locale: 'en',
    });
  });

  it('refuses an empty name, a date that is no date and an age out of range', async () => {
    const { onSaveDetails } = renderProfile({}, 'en');
    const details = section('Personal details');
    await userEvent.clear(details.getByRole('textbox', { name: /^Last name/ }));
    await userEvent.clear(details.getByRole('textbox', { name: 'Date of birth' }));
    await userEvent.type(details.getByRole('textbox', { name: 'Date of birth' }), '31.02.1990');
    await userEvent.click(details.getByRole('button', { name: 'Save details' }));
    expect(onSaveDetails).not.toHaveBeenCalled();
    expect(details.getByRole('textbox', { name: /^Last name/ })).toHaveAccessibleDescription('This field is required.');
    expect(details.getByRole('textbox', { name: 'Date of birth' })).toHaveAccessibleDescription('Please enter a valid date.');
    await userEvent.clear(details.getByRole('textbox', { name: 'Date of birth' }));
    await userEvent.type(details.getByRole('textbox', { name: 'Date of birth' }), '01.01.2020');
    expect(details.getByRole('textbox', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'Please enter a date of birth for an age of 14 to 120 years.',
    );
  });

  it("shows the server's 422 text on its field", () => {
    renderProfile({
      save: {
        ...initialProfileState.save,
        details: { status: 'failed', error: 'request.validation_failed', fieldErrors: { first_name: ['Vom Server.'] } },
      },
    });
    expect(section('Persönliche Angaben').getByRole('textbox', { name: /^Vorname/ })).toHaveAccessibleDescription('Vom Server.');
  });
});

describe('ProfilePage: e-mail', () => {
  it('asks for a code to the new address', async () => {
    const { onRequestEmailChange } = renderProfile();
    const email = section('E-Mail-Adresse');
    expect(email.getByText('Aktuelle Adresse: anna@example.test')).toBeInTheDocument();
    await userEvent.type(email.getByRole('textbox', { name: 'Neue E-Mail-Adresse' }), 'neu@example.test');
    await userEvent.click(email.getByRole('button', { name: 'Code senden' }));
    expect(onRequestEmailChange).toHaveBeenCalledWith('neu@example.test');
  });

  it('confirms a pending change with the 6-digit code', async () => {
    const { onConfirmEmailChange } = renderProfile({ user: { ...user, new_email: 'neu@example.test' } }, 'en');
    const email = section('E-mail address');
    expect(email.getByText('We have sent a 6-digit code to neu@example.test.')).toBeInTheDocument();
    await userEvent.type(email.getByRole('textbox', { name: 'Confirmation code' }), '12a');
    await userEvent.click(email.getByRole('button', { name: 'Confirm address' }));
    expect(onConfirmEmailChange).not.toHaveBeenCalled();
    expect(email.getByRole('textbox', { name: 'Confirmation code' })).toHaveAccessibleDescription('The confirmation code is invalid or has expired.');
    await userEvent.clear(email.getByRole('textbox', { name: 'Confirmation code' }));
    await userEvent.type(email.getByRole('textbox', { name: 'Confirmation code' }), '123456');
    await userEvent.click(email.getByRole('button', { name: 'Confirm address' }));
    expect(onConfirmEmailChange).toHaveBeenCalledWith('123456');
  });
});

describe('ProfilePage: password', () => {
  it('needs the old password, the policy and a matching confirmation', async () => {
    const { onChangePassword } = renderProfile();
    const password = section('Passwort ändern');
    const field = (name: RegExp) => password.getByLabelText(name, { selector: 'input' });
    await userEvent.type(field(/^Neues Passwort \*/), 'schwach');
    await userEvent.click(password.getByRole('button', { name: 'Passwort ändern' }));
    expect(onChangePassword).not.toHaveBeenCalled();
    expect(field(/^Aktuelles Passwort/)).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    expect(field(/^Neues Passwort \*/)).toHaveAccessibleDescription('8 bis 72 Zeichen.');
    await userEvent.type(field(/^Aktuelles Passwort/), 'Demo-Pass-1');
    await userEvent.clear(field(/^Neues Passwort \*/));
    await userEvent.type(field(/^Neues Passwort \*/), 'Neu-Pass-12');
    await userEvent.type(field(/^Neues Passwort wiederholen/), 'Neu-Pass-12');
    await userEvent.click(password.getByRole('button', { name: 'Passwort ändern' }));
    expect(onChangePassword).toHaveBeenCalledWith({ old_password: 'Demo-Pass-1', password: 'Neu-Pass-12', password_confirmation: 'Neu-Pass-12' });
  });

  it('shows a wrong old password as the API text', () => {
    renderProfile({ save: { ...initialProfileState.save, password: { status: 'failed', error: 'profile.wrong_password', fieldErrors: {} } } });
    expect(section('Passwort ändern').getByRole('alert')).toHaveTextContent('Das Passwort ist falsch.');
  });
});

describe('ProfilePage: picture', () => {
  it('shows the fetched picture and uploads a chosen one', async () => {
    const { onUploadAvatar } = renderProfile({ avatarUrl: 'blob:avatar-1', user: { ...user, avatar_url: '/api/v1/users/user-1/avatar?v=1' } });
    const picture = section('Profilbild');
    expect(picture.getByRole('img', { name: 'Profilbild von Anna Berg' })).toHaveAttribute('src', 'blob:avatar-1');
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('avatar-input'), file);
    expect(onUploadAvatar).toHaveBeenCalledWith(file);
    expect(picture.getByRole('button', { name: 'Bild entfernen' })).toBeInTheDocument();
  });

  it('refuses a picture larger than 2 MB before uploading', async () => {
    const { onUploadAvatar } = renderProfile();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('avatar-input'), big);
    expect(onUploadAvatar).not.toHaveBeenCalled();
    expect(section('Profilbild').getByRole('alert')).toHaveTextContent('Das Bild ist größer als 2 MB.');
  });
});
