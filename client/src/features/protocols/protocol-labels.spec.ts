import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../../lib/i18n-catalog';
import { editorCatalog } from '../../components/editor.catalog';
import { typesCatalog } from '../types/types.catalog';
import { protocolsCatalog } from './protocols.catalog';
import { plainText, protocolLabels } from './protocol-labels';

const t = (key: string, options?: Record<string, unknown>) => (options && 'id' in options ? `${key}:${String(options.id)}` : key);
const words = protocolLabels({
  t,
  names: { u1: 'Anna Berg', u2: 'Ben Roth' },
  typeTitles: { tp: 'Besprechung' },
  teamNames: { t1: 'Vertrieb' },
  contactNames: { c1: 'Müller GmbH' },
});

describe('protocol words (history, diff, conflict)', () => {
  it('names users, types, teams and contacts instead of ids', () => {
    expect(words.value('attendees', ['u1', 'u2'])).toBe('Anna Berg, Ben Roth');
    expect(words.value('author', 'u2')).toBe('Ben Roth');
    expect(words.value('type', 'tp')).toBe('Besprechung');
    expect(words.value('teams', ['t1'])).toBe('Vertrieb');
    expect(words.label('contacts.c1')).toBe('words.contact Müller GmbH');
    expect(words.label('contacts.c9.public')).toBe('contacts.unknown:c9 · contacts.public');
  });

  it('shows dates as DD.MM.YYYY, flags as yes/no and the body as plain text without markup', () => {
    expect(words.value('date', '2026-03-04')).toBe('04.03.2026');
    expect(words.value('published', true)).toBe('words.yes');
    expect(words.value('body', '<h2>Agenda</h2><p>1 &lt; 2 &amp; <b>fett</b></p><script>x</script>')).toBe('Agenda 1 < 2 & fett x');
    expect(words.value('comments.k1.body', 'Hallo')).toBe('Hallo');
    expect(words.value('files.f1', { name: 'plan.pdf' })).toBe('plan.pdf');
    expect(words.label('title')).toBe('fields.title');
  });

  it('names who published it; its lifecycle status is not shown in the history', () => {
    expect(words.label('published_by')).toBe('fields.published_by');
    expect(words.value('published_by', 'u1')).toBe('Anna Berg');
    expect(protocolsCatalog.de.fields.published_by).toBe('Veröffentlicht von');
    expect(words.shows?.('status')).toBe(false);
    expect(words.shows?.('published')).toBe(true);
  });

  it('gives a long body whole: the history and the conflict cut it where it changed, so a change at its end stays visible', () => {
    const body = `<p>${'Wartung im nächsten Monat. '.repeat(10)}Termin steht.</p>`;
    expect(words.value('body', body)).toMatch(/Termin steht\.$/);
  });

  it('shortens a long body', () => {
    expect(plainText(`<p>${'a'.repeat(300)}</p>`)).toHaveLength(120);
  });
});

describe('catalogues', () => {
  it('the protocols texts exist in German and English', () => {
    expect(catalogKeys(protocolsCatalog.en)).toEqual(catalogKeys(protocolsCatalog.de));
  });

  it('the editor texts moved from the types catalogue into their own (German and English)', () => {
    expect(catalogKeys(editorCatalog.en)).toEqual(catalogKeys(editorCatalog.de));
    expect(catalogKeys(editorCatalog.de)).toContain('bold');
    expect(catalogKeys(typesCatalog.de).some((key) => key.startsWith('editor.'))).toBe(false);
  });
});
