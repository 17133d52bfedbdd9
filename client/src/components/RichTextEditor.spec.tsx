import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../app/i18n';
import { RichTextEditor } from './RichTextEditor';

const renderEditor = (language: 'de' | 'en', onChange = vi.fn()) => {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <RichTextEditor label={language === 'de' ? 'Inhalt' : 'Content'} value="<p>Start</p>" onChange={onChange} />
    </I18nextProvider>,
  );
  return onChange;
};

describe('RichTextEditor (shared component)', () => {
  it('brings its own texts (namespace editor): German toolbar', () => {
    renderEditor('de');
    expect(screen.getByRole('toolbar', { name: 'Formatierung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fett' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link entfernen' })).toBeInTheDocument();
  });

  it('English toolbar, the first value shown, typing reports the HTML', async () => {
    const onChange = renderEditor('en');
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toBeInTheDocument();
    const area = screen.getByRole('textbox', { name: 'Content' });
    expect(area.innerHTML).toBe('<p>Start</p>');
    await userEvent.type(area, '!');
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('!'));
  });

  it('puts only allowlisted markup into the page: a value with script-running markup loses it', () => {
    render(
      <I18nextProvider i18n={createI18n('de')}>
        <RichTextEditor
          label="Inhalt"
          value={'<p>vor</p><img src=x onerror="window.pwned=1"><iframe srcdoc="<script>parent.pwned=6</script>"></iframe><p onclick="x()">nach</p>'}
          onChange={vi.fn()}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Inhalt' }).innerHTML).toBe('<p>vor</p><p>nach</p>');
  });
});
