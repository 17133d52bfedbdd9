import { printable } from './pdf-renderer';
import { printFileName } from './pdf-response';
import { htmlToLines, printDate } from './print-text';

describe('printDate', () => {
  it('writes days as DD.MM.YYYY (seed §9)', () => {
    expect(printDate('2026-12-24')).toBe('24.12.2026');
    expect(printDate('2026-01-05T23:10:00.000Z')).toBe('05.01.2026');
  });
  it('leaves no date empty', () => {
    expect(printDate(null)).toBe('');
    expect(printDate('morgen')).toBe('');
  });
});

describe('htmlToLines', () => {
  it('keeps paragraphs, headings and list items as lines and strips every tag', () => {
    expect(htmlToLines('<h2>Ziele</h2><p>Erster <strong>Absatz</strong><br>zweite Zeile</p><ul><li>eins</li><li><em>zwei</em></li></ul><ol><li>drei</li></ol>')).toEqual([
      'Ziele',
      'Erster Absatz',
      'zweite Zeile',
      '• eins',
      '• zwei',
      '• drei',
    ]);
  });
  it('decodes entities and folds blank space', () => {
    expect(htmlToLines('<p>A &amp; B &lt;C&gt; &#228;&#x00fc;&nbsp;&nbsp;x</p><p>   </p>')).toEqual(['A & B <C> äü x']);
  });
  it('prints nothing of a script or style element', () => {
    expect(htmlToLines('<script>alert(1)</script><style>p{}</style><p>Text</p>')).toEqual(['Text']);
  });
  it('has no lines for no text', () => {
    expect(htmlToLines(null)).toEqual([]);
    expect(htmlToLines('')).toEqual([]);
  });
});

describe('printable', () => {
  it('keeps what the standard fonts draw (Latin-1, €, „“) and makes the rest "?"', () => {
    expect(printable('Grüße „ok“ 5 € – ß')).toBe('Grüße „ok“ 5 € – ß');
    expect(printable('Привет 😀')).toBe('?????? ?');
  });
});

describe('printFileName', () => {
  it('keeps numbers as they are and makes any other name safe', () => {
    expect(printFileName('AUF-12')).toBe('AUF-12.pdf');
    expect(printFileName('../"evil"\r\nname')).toBe('evil_name.pdf');
    expect(printFileName('')).toBe('print.pdf');
  });
});
