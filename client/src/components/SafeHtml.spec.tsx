import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SafeHtml, safeHref, safeHtmlMarkup } from './SafeHtml';

const shown = (html: string) => {
  const { container } = render(<SafeHtml html={html} label="Inhalt" />);
  return screen.getByRole('region', { name: 'Inhalt' }) ?? container;
};

describe('SafeHtml', () => {
  afterEach(() => {
    delete (window as unknown as { pwned?: boolean }).pwned;
  });

  it('keeps the allowed formatting', () => {
    const region = shown(
      '<h2>Agenda</h2><p>Text <strong>fett</strong> <em>kursiv</em> <u>unter</u><br>neu</p><ul><li>eins</li></ul><ol start="3"><li>drei</li></ol><blockquote>Zitat</blockquote>',
    );
    expect(region.innerHTML).toBe(
      '<h2>Agenda</h2><p>Text <strong>fett</strong> <em>kursiv</em> <u>unter</u><br>neu</p><ul><li>eins</li></ul><ol start="3"><li>drei</li></ol><blockquote>Zitat</blockquote>',
    );
  });

  it('opens http(s) and mailto links in a new tab without an opener', () => {
    const region = shown('<p><a href="https://example.com/a?b=1" title="Ziel" onclick="x()">Web</a> <a href="mailto:team@example.com">Mail</a></p>');
    const web = screen.getByRole('link', { name: 'Web' });
    expect(web.getAttribute('href')).toBe('https://example.com/a?b=1');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('title')).toBe('Ziel');
    expect(web.hasAttribute('onclick')).toBe(false);
    expect(screen.getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe('mailto:team@example.com');
    expect(region.querySelectorAll('a')).toHaveLength(2);
  });

  it.each([
    ['an img with onerror', '<p>a<img src=x onerror="window.pwned=true">b</p>', '<p>ab</p>'],
    ['a script', '<p>a<script>window.pwned=true</script>b</p>', '<p>ab</p>'],
    ['an svg with onload', '<svg onload="window.pwned=true"><circle r="1"></circle></svg>text', 'text'],
    ['an iframe', '<iframe src="javascript:window.pwned=true"></iframe>nach', 'nach'],
    ['a style element and attribute', '<style>p{color:red}</style><p style="background:url(javascript:x)" class="c">ok</p>', '<p>ok</p>'],
    ['event handlers on allowed elements', '<p onclick="x()" onmouseover="y()">ok</p>', '<p>ok</p>'],
    ['a form with a button', '<form action="https://evil.example"><input name="a"><button formaction="javascript:x">go</button></form>', 'go'],
    ['a math element with a javascript: link', '<math><mi xlink:href="javascript:x">m</mi></math>ok', 'ok'],
    ['a noscript hiding an img in an attribute', '<noscript><p title="</noscript><img src=x onerror=window.pwned=true>"></noscript>', '<p></p>'],
  ])('removes %s', (_, html, expected) => {
    const region = shown(html);
    expect(region.innerHTML).toBe(expected);
    expect(region.querySelector('img, script, svg, iframe, style, form, input, math')).toBeNull();
    expect((window as unknown as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it.each([
    ['javascript:', 'javascript:window.pwned=true'],
    ['mixed case with blanks', '  JaVaScRiPt:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['protocol-relative', '//evil.example'],
    ['relative', '/tasks/1'],
  ])('keeps the text of a %s link but not its target', (_, href) => {
    const region = shown(`<a href="${href}">klick</a>`);
    const anchor = region.querySelector('a')!;
    expect(anchor.textContent).toBe('klick');
    expect(anchor.hasAttribute('href')).toBe(false);
    expect(anchor.hasAttribute('target')).toBe(false);
  });

  it('shows text that looks like markup as text', () => {
    const region = shown('<p>1 &lt; 2 &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(region.textContent).toBe('1 < 2 <script>alert(1)</script>');
    expect(region.querySelector('script')).toBeNull();
  });

  it('unwraps unknown elements and keeps their text', () => {
    expect(shown('<div><span style="color:red">rot</span> <font>alt</font></div>').innerHTML).toBe('rot alt');
  });

  it('never writes markup through innerHTML', () => {
    const setter = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    shown('<p>x<img src=x onerror="window.pwned=true"></p>');
    expect(setter).not.toHaveBeenCalled();
    setter.mockRestore();
  });

  it('accepts only absolute http(s) and mailto targets', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('HTTP://example.com')).toBe('HTTP://example.com');
    expect(safeHref('mailto:a@b.de')).toBe('mailto:a@b.de');
    expect(safeHref('https:/example.com')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('')).toBeNull();
  });

  it('as markup (for the editor) keeps the same allowlist: formatting and safe links stay, script-running markup goes', () => {
    expect(
      safeHtmlMarkup(
        '<h2>Agenda</h2><p>a <strong>b</strong><br>c</p><ol start="3"><li>d</li></ol><table><tbody><tr><td colspan="2">e</td></tr></tbody></table>',
      ),
    ).toBe(
      '<h2>Agenda</h2><p>a <strong>b</strong><br>c</p><ol start="3"><li>d</li></ol><table><tbody><tr><td colspan="2">e</td></tr></tbody></table>',
    );
    expect(safeHtmlMarkup('<p><a href="https://example.com" onclick="x()">Web</a><a href="javascript:window.pwned=1">js</a></p>')).toBe(
      '<p><a href="https://example.com">Web</a><a>js</a></p>',
    );
    const markup = safeHtmlMarkup(
      '<p>vor</p><img src=x onerror="window.pwned=1"><script>window.pwned=2</script><svg onload="window.pwned=4"></svg><iframe srcdoc="<script>parent.pwned=6</script>"></iframe><p onmouseover="x()">&lt;b&gt;nach</p>',
    );
    expect(markup).toBe('<p>vor</p><p>&lt;b&gt;nach</p>');
    expect(safeHtmlMarkup('')).toBe('');
  });
});
