import { describe, expect, it } from 'vitest';
import { applyTemplate, needsTemplateChoice } from './apply-template';

const TEMPLATE = '<h2>Agenda</h2><p>1. Begrüßung</p>';

describe('applyTemplate', () => {
  it('overwrite gives the template, keep the current content, attach both (template below)', () => {
    expect(applyTemplate('<p>Notiz</p>', TEMPLATE, 'overwrite')).toBe(TEMPLATE);
    expect(applyTemplate('<p>Notiz</p>', TEMPLATE, 'keep')).toBe('<p>Notiz</p>');
    expect(applyTemplate('<p>Notiz</p>', TEMPLATE, 'attach')).toBe(`<p>Notiz</p>${TEMPLATE}`);
  });

  it.each([null, '', '   ', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>'])('empty content %j takes the template whatever the choice', (current) => {
    expect(needsTemplateChoice(current)).toBe(false);
    expect(applyTemplate(current, TEMPLATE, 'keep')).toBe(TEMPLATE);
    expect(applyTemplate(current, TEMPLATE, 'attach')).toBe(TEMPLATE);
  });

  it('content with text or an image asks first', () => {
    expect(needsTemplateChoice('<p>Notiz</p>')).toBe(true);
    expect(needsTemplateChoice('<p><img src="/api/v1/files/1"></p>')).toBe(true);
    expect(needsTemplateChoice('plain text')).toBe(true);
  });
});
