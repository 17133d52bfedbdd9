import { initialExportState, type ExportState } from '../domain/export.state';
import { exportMail } from './export-mail';

const done = (overrides: Partial<ExportState> = {}): ExportState => ({
  ...initialExportState(),
  status: 'done',
  kind: 'claims',
  format: 'xlsx',
  requested_by: 'u-1',
  rows: 1234,
  delivery: 'attached',
  file: { id: 'f-1', name: 'Reklamationen-2026-11-27.xlsx', content_type: 'application/xlsx', size: 1000 },
  ...overrides,
});
const anna = { email: 'anna@example.test', name: 'Anna Albers', locale: 'de' as const };
const ben = { email: 'ben@example.test', name: 'Ben Brandt', locale: 'en' as const };
const link = 'https://kollab.test/reports?export=e-1';

describe('exportMail', () => {
  it('says in the recipient language that the file is attached, with the rows in their numbers', () => {
    expect(exportMail(done(), anna, link)).toEqual({
      to: 'anna@example.test',
      subject: 'Export fertig: Reklamationen (1.234 Zeilen)',
      text: 'Hallo Anna Albers,\n\nIhr Export der Reklamationen ist fertig: 1.234 Zeilen.\nDie Datei ist angehängt.\n',
    });
    expect(exportMail(done({ rows: 1 }), ben, link)).toMatchObject({ subject: 'Export ready: Claims (1 row)' });
  });

  it('links a file too big to attach instead, and names a scheduled run a report of its day', () => {
    const big = exportMail(done({ delivery: 'link' }), ben, link);
    expect(big.text).toContain(`The file is too big to attach; download it here (until it is deleted after 7 days):\n${link}`);
    expect(big.text).not.toContain('attached.');
    const run = done({ schedule: { id: 's-1', slot: '2026-11-30T06:00:00.000Z', recipients: ['u-1'] } });
    expect(exportMail(run, anna, link).subject).toBe('Bericht: Reklamationen vom 30.11.2026 (1.234 Zeilen)');
    expect(exportMail(run, ben, link).subject).toBe('Report: Claims of 2026-11-30 (1,234 rows)');
  });
});
