import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvField, safeCellText, tableFile, writeCsv, type TableSection } from './table-file';

const hostile = ['=SUM(A1:A9)', '+1', '-2+3', '@cmd', '\tx', '\rx'];
const sections = (): TableSection[] => [
  {
    name: 'Aufgaben',
    widths: [30, 12],
    header: ['Titel', 'Stunden', 'Fällig', 'Erledigt'],
    rows: [
      { cells: ['Pumpe prüfen; Halle "3"', 2.5, new Date('2026-03-05T14:30:00Z'), true] },
      ...hostile.map((text) => ({ cells: [text, -1, null, false] })),
    ],
  },
  { name: 'Leer', rows: [] },
];

describe('table files (xlsx and CSV)', () => {
  it('escapes every text a spreadsheet could take for a formula, and nothing else', () => {
    expect(hostile.map(safeCellText)).toEqual(hostile.map((text) => `'${text}`));
    expect(['Pumpe', ' =1', '1=1', '', 'Ärger'].map(safeCellText)).toEqual(['Pumpe', ' =1', '1=1', '', 'Ärger']);
  });

  it('writes CSV with a byte order mark, the locale separator and numbers, RFC 4180 quotes, CRLF, sections apart', async () => {
    const german = (await tableFile('csv', sections(), 'de')).toString('utf8');
    expect(german.startsWith('\uFEFF')).toBe(true);
    expect(german.slice(1).split('\r\n')).toEqual([
      'Aufgaben',
      'Titel;Stunden;Fällig;Erledigt',
      '"Pumpe prüfen; Halle ""3""";2,5;05.03.2026 14:30;Ja',
      "'=SUM(A1:A9);-1;;Nein",
      "'+1;-1;;Nein",
      "'-2+3;-1;;Nein",
      "'@cmd;-1;;Nein",
      "'\tx;-1;;Nein",
      '"\'\rx";-1;;Nein',
      '',
      'Leer',
      '',
    ]);
    const english = (await tableFile('csv', sections(), 'en')).toString('utf8').split('\r\n');
    expect(english[2]).toBe('Pumpe prüfen; Halle "3",2.5,2026-03-05 14:30,Yes'.replace('Pumpe prüfen; Halle "3"', '"Pumpe prüfen; Halle ""3"""'));
    expect(csvField('a,b', 'en')).toBe('"a,b"');
    expect(csvField('a,b', 'de')).toBe('a,b');
  });

  it('writes a workbook a spreadsheet library reads back: typed cells, dates as dates, the header bold, frozen and filtered', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await tableFile('xlsx', sections(), 'de')) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Aufgaben', 'Leer']);
    const sheet = workbook.getWorksheet('Aufgaben')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Titel', 'Stunden', 'Fällig', 'Erledigt']);
    expect(values(2)).toEqual(['Pumpe prüfen; Halle "3"', 2.5, new Date('2026-03-05T14:30:00Z'), 'Ja']);
    expect(sheet.getCell('C2').numFmt).toBe('dd.mm.yyyy hh:mm');
    // (XML reads a carriage return back as a line feed: the apostrophe before it is what matters)
    const lf = (text: string) => text.replace(/\r/g, '\n');
    expect(hostile.map((_, i) => lf(String(sheet.getCell(`A${i + 3}`).value)))).toEqual(hostile.map((text) => lf(`'${text}`)));
    expect(sheet.getCell('B3').value).toBe(-1);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(1).width).toBe(30);
  });

  it('streams: rows made as it goes are written as it goes, waiting for a slow reader', async () => {
    let made = 0;
    async function* rows() {
      for (let i = 0; i < 2000; i++) {
        made += 1;
        yield { cells: [`Zeile ${i}`, i] };
      }
    }
    let received = 0;
    let madeWhenFirstReceived = -1;
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        if (madeWhenFirstReceived < 0) madeWhenFirstReceived = made;
        received += chunk.length;
        setImmediate(done);
      },
    });
    await writeCsv([{ name: 'Viele', rows: rows() }], 'de', slow);
    expect(made).toBe(2000);
    expect(madeWhenFirstReceived).toBeLessThan(2000);
    expect(received).toBeGreaterThan(2000 * 10);
  });
});
