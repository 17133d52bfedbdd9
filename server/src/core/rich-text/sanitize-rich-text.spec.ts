import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps the allowed markup as it is', () => {
    const html =
      '<h1>A</h1><h3>B</h3><p>Text <strong>fett</strong> <b>b</b> <em>kursiv</em> <i>i</i> <u>unter</u> <s>durch</s> <del>d</del><br />neu</p>' +
      '<ul><li>eins</li></ul><ol start="3"><li>drei</li></ol><blockquote>Zitat</blockquote><pre><code>const a = 1;</code></pre><hr />' +
      '<table><caption>T</caption><thead><tr><th colspan="2">Kopf</th></tr></thead><tbody><tr><td rowspan="2">Zelle</td><td>z</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['https', 'https://example.com/a?b=1&amp;c=2'],
    ['http', 'http://example.com/'],
    ['mailto', 'mailto:team@example.com'],
  ])('keeps %s links and marks them rel="noopener noreferrer"', (_, href) => {
    expect(sanitizeRichText(`<a href="${href}" title="Ziel">Link</a>`)).toBe(`<a href="${href}" title="Ziel" rel="noopener noreferrer">Link</a>`);
  });

  it('replaces a rel of its own and drops target', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['mixed-case javascript: with blanks', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
    ['entity-encoded javascript:', '<a href="java&#115;cript:alert(1)">x</a>'],
    ['tab inside javascript:', '<a href="java&#x09;script:alert(1)">x</a>'],
    ['data:', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['a protocol-relative URL', '<a href="//evil.example">x</a>'],
    ['a relative URL', '<a href="/tasks/1">x</a>'],
  ])('drops a %s link target and keeps the text', (_, html) => {
    expect(sanitizeRichText(html)).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it.each([
    ['script', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['script with attributes', '<script src="https://evil.example/x.js"></script><p>ok</p>', '<p>ok</p>'],
    ['style element', '<style>p { color: red }</style><p>ok</p>', '<p>ok</p>'],
    ['style and class attributes', '<p style="background:url(javascript:alert(1))" class="x">ok</p>', '<p>ok</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>nach', 'nach'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">ok', 'ok'],
    ['svg with script', '<svg><script>alert(1)</script><circle r="1"/></svg>text', 'text'],
    ['svg onload', '<svg onload="alert(1)"></svg>', ''],
    ['math with a javascript: link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['event handlers', '<p onclick="alert(1)" onmouseover="alert(2)">ok</p>', '<p>ok</p>'],
    ['a handler on a table cell', '<table><tr><td onmouseover="x()">c</td></tr></table>', '<table><tr><td>c</td></tr></table>'],
    ['a form', '<form action="https://evil.example"><input name="a"><button>go</button></form>', 'go'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', 'ok'],
    ['a base tag', '<base href="https://evil.example/">ok', 'ok'],
  ])('removes %s', (_, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it.each([
    ['split script tags', '<scr<script>ipt>alert(1)</script>'],
    ['nested script tags', '<<script>script>alert(1)<</script>/script>'],
    ['a closing noscript inside an attribute', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['a comment hiding a script', '<!--<script>alert(1)</script>--><p>x</p>'],
    ['an unclosed script', '<p>x</p><script>alert(1)'],
    ['an onerror with a slash separator', '<img/src="https://a.example/x.png"/onerror=alert(1)>'],
  ])('leaves nothing executable in %s', (_, html) => {
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/<script|<img[^>]*onerror|on\w+=|javascript:/i);
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeRichText('<p>1 < 2 &lt;script&gt;</p>')).toBe('<p>1 &lt; 2 &lt;script&gt;</p>');
  });

  it.each([
    ['https', 'https://example.com/a.png'],
    ['inline PNG', 'data:image/png;base64,iVBORw0KGgo='],
    ['inline JPEG', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['inline WebP', 'data:image/webp;base64,UklGRg=='],
  ])('keeps a %s picture without its handlers', (_, src) => {
    expect(sanitizeRichText(`<img src="${src}" alt="Bild" onerror="alert(1)" />`)).toBe(`<img src="${src}" alt="Bild" />`);
  });

  it.each([
    ['http', 'http://example.com/a.png'],
    ['inline SVG', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
    ['inline HTML', 'data:text/html;base64,PHNjcmlwdD4='],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', 'x.png'],
    ['a protocol-relative URL', '//evil.example/a.png'],
  ])('drops a %s picture as a whole', (_, src) => {
    expect(sanitizeRichText(`<p>a<img src="${src}" onerror="alert(1)">b</p>`)).toBe('<p>ab</p>');
  });

  it('drops a picture without a source', () => {
    expect(sanitizeRichText('<img onerror="alert(1)">')).toBe('');
  });
});
