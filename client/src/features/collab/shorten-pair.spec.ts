import { describe, expect, it } from 'vitest';
import { shortenPair } from './shorten-pair';

const LONG = 'Tagesordnung Wartung der Server Reklamation Müller Beschlüsse Wartung im nächsten Monat, Ben plant das Fenster.';

describe('shortenPair: long texts are cut where they differ', () => {
  it('short texts stay as they are', () => {
    expect(shortenPair('alt', 'neu')).toEqual(['alt', 'neu']);
    expect(shortenPair('', 'neu')).toEqual(['', 'neu']);
  });

  it('a long text changed at its end shows the changed end, with a little context before it', () => {
    const [before, after] = shortenPair(LONG, `${LONG} Termin steht.`, 60);
    expect(after.endsWith('Fenster. Termin steht.')).toBe(true);
    expect(after.startsWith('…')).toBe(true);
    expect(before.endsWith('Fenster.')).toBe(true);
    expect(after.length).toBeLessThanOrEqual(62);
  });

  it('a long text changed at its start keeps its start and cuts the end', () => {
    const [before, after] = shortenPair(LONG, `Neu: ${LONG}`, 40);
    expect(before).toBe(`${LONG.slice(0, 40)}…`);
    expect(after.startsWith('Neu: Tagesordnung')).toBe(true);
    expect(after.endsWith('…')).toBe(true);
  });
});
