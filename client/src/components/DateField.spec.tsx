import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../app/i18n';
import { DateField, INVALID_DATE } from './DateField';

function renderField(language: 'de' | 'en', value: string, onChange = vi.fn(), kind?: 'date' | 'date-time' | 'time') {
  const view = render(
    <I18nextProvider i18n={createI18n(language)}>
      <DateField label="Fällig am" name="due" value={value} onChange={onChange} kind={kind} />
      <input aria-label="next" />
    </I18nextProvider>,
  );
  const group = screen.getByRole('group', { name: 'Fällig am' });
  const shown = () =>
    within(group)
      .getAllByRole('spinbutton')
      .map((section) => section.textContent)
      .join('.');
  const input = view.container.querySelector('input[name="due"]') as HTMLInputElement;
  return { ...view, group, shown, input, onChange };
}

describe('DateField', () => {
  it('shows DD.MM.YYYY with German section names and buttons in the German UI (not the browser locale)', () => {
    const { shown, input } = renderField('de', '2026-12-24');
    expect(input.value).toBe('24.12.2026');
    expect(shown()).toBe('24.12.2026');
    expect(screen.getByRole('spinbutton', { name: 'Tag' })).toHaveAttribute('aria-valuetext', '24');
    expect(screen.getByRole('spinbutton', { name: 'Monat' })).toHaveAttribute('aria-valuetext', 'Dezember');
    expect(screen.getByRole('button', { name: /^Datum auswählen/ })).toBeInTheDocument();
  });

  it('an empty German field asks for TT.MM.JJJJ', () => {
    const { shown } = renderField('de', '');
    expect(shown()).toBe('TT.MM.JJJJ');
  });

  it('keeps the app format DD.MM.YYYY in English, with English words', () => {
    const { shown, input } = renderField('en', '2026-12-24');
    expect(input.value).toBe('24.12.2026');
    expect(shown()).toBe('24.12.2026');
    expect(screen.getByRole('spinbutton', { name: 'Month' })).toHaveAttribute('aria-valuetext', 'December');
    expect(screen.getByRole('button', { name: /^Choose date/ })).toBeInTheDocument();
  });

  it('an empty English field asks for DD.MM.YYYY, not MM/DD/YYYY', () => {
    const { shown } = renderField('en', '');
    expect(shown()).toBe('DD.MM.YYYY');
  });

  it('hands on what is typed day first, as YYYY-MM-DD', async () => {
    const { onChange } = renderField('de', '');
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Tag' }));
    await userEvent.keyboard('31012027');
    expect(onChange).toHaveBeenLastCalledWith('2027-01-31');
  });

  it('a partly typed date is handed on as invalid on leaving the field (the form check refuses it), not as empty', async () => {
    const { onChange } = renderField('de', '');
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Tag' }));
    await userEvent.keyboard('3101');
    await userEvent.click(screen.getByRole('textbox', { name: 'next' }));
    expect(onChange).toHaveBeenLastCalledWith(INVALID_DATE);
  });

  it('a date made incomplete is invalid too; cleared, it is empty', async () => {
    const { onChange } = renderField('de', '2026-12-24');
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Jahr' }));
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(screen.getByRole('textbox', { name: 'next' }));
    expect(onChange).toHaveBeenLastCalledWith(INVALID_DATE);
    await userEvent.click(screen.getByRole('button', { name: 'Wert leeren' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'next' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('a date and time shows DD.MM.YYYY HH:mm and hands on YYYY-MM-DDTHH:mm', () => {
    const { input } = renderField('de', '2026-12-24T09:05', vi.fn(), 'date-time');
    expect(input.value).toBe('24.12.2026 09:05');
  });
});
