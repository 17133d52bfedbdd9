import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../app/i18n';
import { BrowserNotice, isInternetExplorer } from './BrowserNotice';

describe('Internet Explorer notice', () => {
  it('recognises IE 10 and 11 only', () => {
    expect(isInternetExplorer('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)')).toBe(true);
    expect(isInternetExplorer('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
    expect(isInternetExplorer('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe(false);
  });

  it('shows the not-supported dialog in IE and nothing elsewhere', () => {
    const { unmount } = render(
      <I18nextProvider i18n={createI18n('en')}>
        <BrowserNotice userAgent="Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Browser not supported' })).toBeInTheDocument();
    unmount();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <BrowserNotice userAgent="Mozilla/5.0 Firefox/128.0" />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
