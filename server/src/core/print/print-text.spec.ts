import { printFileName } from './pdf-response';
import { blocksText, htmlToBlocks, printAmount, printDate, printDecimal } from './print-text';

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

describe('printAmount and printDecimal', () => {
  it('writes cents as euros the way the locale does: 1.234,56 € (de), €1,234.56 (en)', () => {
    expect(printAmount(123456, 'de')).toBe('1.234,56 €');
    expect(printAmount(123456, 'en')).toBe('€1,234.56');
    expect(printAmount(5, 'de')).toBe('0,05 €');
    expect(printAmount(0, 'en')).toBe('€0.00');
    expect(printAmount(9_999_999_999_99, 'de')).toBe('9.999.999.999,99 €');
  });
  it('writes hundredths exactly, with grouping, never through floating point', () => {
    expect(printDecimal(1250, 'de')).toBe('12,50');
    expect(printDecimal(1250, 'en')).toBe('12.50');
    expect(printDecimal(100_000_00, 'de')).toBe('100.000,00');
    expect(printDecimal(30, 'en')).toBe('0.30');
  });
});

describe('htmlToBlocks', () => {
  it('keeps headings, paragraphs, bold and italic, and numbered and bulleted lists (nested ones indented)', () => {
    const blocks = htmlToBlocks(
      '<h1>Ziele</h1><h2>Termine</h2><h4>Klein</h4><p>Erster <strong>Absatz</strong><br>zweite <em>Zeile</em></p>' +
        '<ul><li>eins<ul><li>unter</li></ul></li><li><em>zwei</em></li></ul><ol start="3"><li>drei</li><li>vier</li></ol>',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, runs: [{ text: 'Ziele' }] },
      { kind: 'heading', level: 2, runs: [{ text: 'Termine' }] },
      { kind: 'heading', level: 3, runs: [{ text: 'Klein' }] },
      {
        kind: 'paragraph',
        indent: 0,
        runs: [{ text: 'Erster ' }, { text: 'Absatz', bold: true }, { text: '\nzweite ' }, { text: 'Zeile', italic: true }],
      },
      { kind: 'item', marker: '•', depth: 1, runs: [{ text: 'eins' }] },
      { kind: 'item', marker: '◦', depth: 2, runs: [{ text: 'unter' }] },
      { kind: 'item', marker: '•', depth: 1, runs: [{ text: 'zwei', italic: true }] },
      { kind: 'item', marker: '3.', depth: 1, runs: [{ text: 'drei' }] },
      { kind: 'item', marker: '4.', depth: 1, runs: [{ text: 'vier' }] },
    ]);
    expect(blocksText(blocks)).toEqual([
      'Ziele',
      'Termine',
      'Klein',
      'Erster Absatz\nzweite Zeile',
      '• eins',
      '◦ unter',
      '• zwei',
      '3. drei',
      '4. vier',
    ]);
  });
  it('decodes entities and folds blank space', () => {
    expect(blocksText(htmlToBlocks('<p>A &amp; B &lt;C&gt; &#228;&#x00fc;&nbsp;&nbsp;x</p><p>   </p>'))).toEqual(['A & B <C> äü x']);
  });
  it('indents quotes, keeps code monospaced, a table row as one line, a rule', () => {
    expect(htmlToBlocks('<blockquote><p>Zitat</p></blockquote><pre>a  b</pre><table><tr><th>K</th><td>W</td></tr></table><hr>')).toEqual([
      { kind: 'paragraph', indent: 1, runs: [{ text: 'Zitat' }] },
      { kind: 'paragraph', indent: 0, runs: [{ text: 'a  b', mono: true }] },
      { kind: 'paragraph', indent: 0, runs: [{ text: 'K', bold: true }, { text: ' | W' }] },
      { kind: 'rule' },
    ]);
  });
  it('prints nothing of a script or style element', () => {
    expect(blocksText(htmlToBlocks('<script>alert(1)</script><style>p{}</style><p>Text</p>'))).toEqual(['Text']);
  });
  it('has no blocks for no text', () => {
    expect(htmlToBlocks(null)).toEqual([]);
    expect(htmlToBlocks('')).toEqual([]);
  });
});

describe('printFileName', () => {
  it('keeps numbers as they are and makes any other name safe', () => {
    expect(printFileName('AUF-12')).toBe('AUF-12.pdf');
    expect(printFileName('../"evil"\r\nname')).toBe('evil_name.pdf');
    expect(printFileName('')).toBe('print.pdf');
  });
});
