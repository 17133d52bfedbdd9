import { describe, expect, it } from 'vitest';
import { SURVEY_ITEM_ID_PATTERN } from '@kollab/contracts';
import { boundOf, duplicateQuestion, moved, newQuestion, questionErrors, questionOf, withType } from './survey-questions';
import { question } from './surveys.fixtures';
import { newSurveyItemId } from './survey-ids';

describe('the editor’s questions', () => {
  it('makes ids the API takes, none taken', () => {
    const taken = Array.from({ length: 50 }, () => newSurveyItemId('q'));
    expect(new Set(taken).size).toBe(50);
    for (const id of taken) expect(id).toMatch(SURVEY_ITEM_ID_PATTERN);
  });

  it('a new choice question has two empty choices; a rating 1–5, a scale 1–10, a number no bounds', () => {
    expect(newQuestion('single_choice', []).answer_choices).toHaveLength(2);
    expect(newQuestion('rating', [])).toMatchObject({ min: '1', max: '5' });
    expect(newQuestion('scale', [])).toMatchObject({ min: '1', max: '10' });
    expect(newQuestion('number', [])).toMatchObject({ min: '', max: '' });
  });

  it('another type keeps the text and, between choice types, the choices; bounds start afresh', () => {
    const draft = { ...newQuestion('single_choice', []), question: 'Farbe?' };
    const multiple = withType(draft, 'multiple_choice', []);
    expect(multiple).toMatchObject({ question: 'Farbe?', answer_choices: draft.answer_choices });
    expect(withType(multiple, 'scale', [])).toMatchObject({ answer_choices: [], min: '1', max: '10' });
  });

  it('typed bounds in either language; what is no number is NaN, for the rule to name', () => {
    expect([boundOf(''), boundOf('2,5'), boundOf('-3'), boundOf('x')]).toEqual([null, 2.5, -3, NaN]);
    const draft = { ...newQuestion('number', []), question: 'Wie viele?', min: 'x' };
    expect(questionErrors(draft).min).toEqual({ key: 'surveys.bound_not_number' });
  });

  it('duplicates with new ids and moves within the list', () => {
    const draft = { ...newQuestion('multiple_choice', []), question: 'Farben?' };
    const copy = duplicateQuestion(draft, [draft.id, ...draft.answer_choices.map((choice) => choice.id)]);
    expect(copy.question).toBe('Farben?');
    expect(copy.id).not.toBe(draft.id);
    expect(copy.answer_choices.map((choice) => choice.id)).not.toContain(draft.answer_choices[0].id);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });

  it('once answered, narrowing the bounds is refused as the server would (widening is fine)', () => {
    const saved = question('q1', 'scale', { min: 1, max: 10 });
    const draft = { ...newQuestion('scale', []), id: 'q1', question: 'Wie sehr?' };
    expect(questionErrors({ ...draft, min: '2' }, saved).min).toEqual({ key: 'surveys.question_bounds_locked' });
    expect(questionErrors({ ...draft, max: '9' }, saved).max).toEqual({ key: 'surveys.question_bounds_locked' });
    expect(questionErrors({ ...draft, min: '0', max: '12' }, saved)).toEqual({});
    expect(questionOf({ ...draft, min: '0', max: '12' })).toMatchObject({ min: 0, max: 12, min_label: null });
  });
});
