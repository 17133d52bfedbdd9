import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ChangePasswordInput, RequestEmailChangeInput } from '@kollab/contracts';
import { createI18n } from '../app/i18n';
import { contractResolver, FormTextField, useContractForm, useMatchWhileTyping } from './forms';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false };

describe('contractResolver', () => {
  it("gives each field the contract's first failed rule, in the language asked for", async () => {
    const values = { old_password: '', password: 'kurz', password_confirmation: 'kurz' };
    expect((await contractResolver(ChangePasswordInput, 'de')(values, undefined, resolverOptions)).errors).toEqual({
      old_password: { type: 'contract', message: 'Dieses Feld ist erforderlich.' },
      password: { type: 'contract', message: '8 bis 72 Zeichen.' },
    });
    expect((await contractResolver(ChangePasswordInput, 'en')(values, undefined, resolverOptions)).errors).toEqual({
      old_password: { type: 'contract', message: 'This field is required.' },
      password: { type: 'contract', message: '8 to 72 characters.' },
    });
  });

  it('validates and hands on the input the values become; its own checks win', async () => {
    const resolver = contractResolver<{ address: string }, RequestEmailChangeInput>(RequestEmailChangeInput, 'en', {
      toInput: ({ address }) => ({ email: address.trim() }),
      check: ({ address }) => (address.includes('spam') ? { email: 'No spam.' } : {}),
    });
    expect(await resolver({ address: ' anna@example.test ' }, undefined, resolverOptions)).toEqual({
      values: { email: 'anna@example.test' },
      errors: {},
    });
    expect((await resolver({ address: 'spam@example.test' }, undefined, resolverOptions)).errors).toEqual({
      email: { type: 'contract', message: 'No spam.' },
    });
  });
});

interface PasswordFormProps {
  serverErrors?: Record<string, string[]> | null;
  onSave(input: ChangePasswordInput): void;
}

/** A form as the features write it: the hook, bound fields, the input handed on. */
function PasswordForm({ serverErrors, onSave }: PasswordFormProps) {
  const form = useContractForm(ChangePasswordInput, { old_password: '', password: '', password_confirmation: '' }, { serverErrors });
  useMatchWhileTyping(form, 'password', 'password_confirmation');
  return (
    <form onSubmit={form.handleSubmit((input) => onSave(input))} noValidate>
      <FormTextField control={form.control} name="old_password" label="Old" type="password" />
      <FormTextField control={form.control} name="password" label="New" type="password" hint="The policy." deps={['password_confirmation']} />
      <FormTextField control={form.control} name="password_confirmation" label="Repeat" type="password" />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(language: 'de' | 'en', props: Partial<PasswordFormProps> = {}) {
  const i18n = createI18n(language);
  const onSave = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <PasswordForm onSave={onSave} {...props} />
    </I18nextProvider>,
  );
  const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
  return { i18n, onSave, field };
}

describe('useContractForm with FormTextField', () => {
  it("shows the contract's messages on the fields in German, and the hint while a field is fine", async () => {
    const { onSave, field } = renderForm('de');
    expect(field('New')).toHaveAccessibleDescription('The policy.');
    await userEvent.type(field('New'), 'kurz');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(field('Old')).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    expect(field('Old')).toHaveAttribute('aria-invalid', 'true');
    expect(field('New')).toHaveAccessibleDescription('8 bis 72 Zeichen.');
    // after the first submit every change is checked again
    await userEvent.type(field('New'), 'Lang-Genug-1');
    expect(field('New')).toHaveAccessibleDescription('The policy.');
    expect(field('New')).toHaveAttribute('aria-invalid', 'false');
  });

  it('in English, and the words follow a change of language', async () => {
    const { i18n, field } = renderForm('en');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Old')).toHaveAccessibleDescription('This field is required.');
    await act(() => i18n.changeLanguage('de'));
    expect(field('Old')).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
  });

  it('hands on the valid input', async () => {
    const { onSave, field } = renderForm('en');
    await userEvent.type(field('Old'), 'Demo-Pass-1');
    await userEvent.type(field('New'), 'Neu-Pass-12');
    await userEvent.type(field('Repeat'), 'Neu-Pass-12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ old_password: 'Demo-Pass-1', password: 'Neu-Pass-12', password_confirmation: 'Neu-Pass-12' });
  });

  it("puts a server 422's first text on its field (a field the form lacks is left out), until it is checked again", async () => {
    const { onSave, field } = renderForm('en', {
      serverErrors: { old_password: ['The password is wrong.', 'Second text.'], token: ['Not on this form.'] },
    });
    expect(field('Old')).toHaveAccessibleDescription('The password is wrong.');
    expect(field('Old')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Not on this form.')).not.toBeInTheDocument();
    await userEvent.type(field('Old'), 'Demo-Pass-2');
    await userEvent.type(field('New'), 'Neu-Pass-12');
    await userEvent.type(field('Repeat'), 'Neu-Pass-12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Old')).not.toHaveAccessibleDescription('The password is wrong.');
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});

describe('useMatchWhileTyping', () => {
  it('says "do not match" as soon as the confirmation is typed, and no more once it matches', async () => {
    const { field } = renderForm('en');
    await userEvent.type(field('New'), 'Neu-Pass-12');
    await userEvent.type(field('Repeat'), 'Neu-Pass-1');
    expect(field('Repeat')).toHaveAccessibleDescription('The passwords do not match.');
    expect(field('Old')).not.toHaveAccessibleDescription('This field is required.');
    await userEvent.type(field('Repeat'), '2');
    expect(field('Repeat')).not.toHaveAccessibleDescription();
  });

  it('after a submit, a change of the password checks the confirmation again (deps)', async () => {
    const { field } = renderForm('en');
    await userEvent.type(field('New'), 'Neu-Pass-12');
    await userEvent.type(field('Repeat'), 'Neu-Pass-12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Repeat')).not.toHaveAccessibleDescription();
    await userEvent.type(field('New'), '3');
    expect(field('Repeat')).toHaveAccessibleDescription('The passwords do not match.');
  });
});
