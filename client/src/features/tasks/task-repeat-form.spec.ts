import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@kollab/contracts';
import { changedFields } from './task-fields';
import { fieldsOfForm, formOfTask } from './task-form-values';
import { checkRepeatForm, NO_REPEAT, repeatFormOf, repeatRuleOf, sameRepeatRule } from './task-repeat-form';
import { taskView } from './tasks.fixtures';

const weekly = { frequency: 'weekly' as const, interval: 1, weekdays: [1, 3] };

describe('the repeat of the task form', () => {
  it('makes the rule of each frequency with only its own fields', () => {
    const base = { ...NO_REPEAT, weekdays: [3, 1], day_of_month: '15', until: '2026-12-31', count: '4' };
    expect(repeatRuleOf({ ...base, frequency: 'daily' })).toEqual({ frequency: 'daily', interval: 1 });
    expect(repeatRuleOf({ ...base, frequency: 'weekly', end: 'until' })).toEqual({ ...weekly, until: '2026-12-31' });
    expect(repeatRuleOf({ ...base, frequency: 'monthly', interval: '3', end: 'count' })).toEqual({
      frequency: 'monthly',
      interval: 3,
      day_of_month: 15,
      count: 4,
    });
    expect(repeatRuleOf({ ...base, frequency: 'yearly' })).toEqual({ frequency: 'yearly', interval: 1 });
    expect(repeatRuleOf(base)).toBeNull();
  });

  it('reads a rule back as it was', () => {
    const rule = { frequency: 'monthly' as const, interval: 2, day_of_month: 31, count: 12 };
    expect(repeatRuleOf(repeatFormOf(rule))).toEqual(rule);
    expect(sameRepeatRule({ interval: 1, weekdays: [1, 3], frequency: 'weekly', until: null }, weekly)).toBe(true);
    expect(sameRepeatRule(weekly, { ...weekly, count: 3 })).toBe(false);
  });

  it('checks the rule before sending, as the server says it', () => {
    expect(checkRepeatForm({ ...NO_REPEAT, frequency: 'weekly', weekdays: [1] }, '', 'en')).toEqual({
      repeat: ERROR_MESSAGES['tasks.repeat_needs_date'].en,
    });
    const messages = checkRepeatForm({ ...NO_REPEAT, frequency: 'weekly', interval: '0', end: 'until' }, '2026-03-02', 'en');
    expect(Object.keys(messages).sort()).toEqual(['repeat.interval', 'repeat.until', 'repeat.weekdays']);
    expect(checkRepeatForm({ ...NO_REPEAT, frequency: 'daily', end: 'until', until: '2026-03-02' }, '2026-03-02', 'de')).toEqual({
      repeat: ERROR_MESSAGES['tasks.repeat_until_not_after_first'].de,
    });
    expect(checkRepeatForm(NO_REPEAT, '', 'en')).toEqual({});
  });

  it('an edit sends `repeat` only when the rule changed; off ends the series (null)', () => {
    const task = taskView('t1', { due_date: '2026-03-02', repeat: { rule: weekly, series_id: 't1', index: 1, next_due_date: '2026-03-04' } });
    const form = formOfTask(task);
    expect(changedFields(task, fieldsOfForm(form, false))).toEqual({});
    expect(changedFields(task, fieldsOfForm({ ...form, repeat: { ...form.repeat, weekdays: [1] } }, false))).toEqual({
      repeat: { ...weekly, weekdays: [1] },
    });
    expect(changedFields(task, fieldsOfForm({ ...form, repeat: NO_REPEAT }, false))).toEqual({ repeat: null });
    const plain = taskView('t2');
    expect(changedFields(plain, fieldsOfForm(formOfTask(plain), false))).toEqual({});
  });
});
