import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ERROR_MESSAGES } from '../errors/error-codes';
import { checkTaskRepeat, occurrenceAfter, TaskRepeatInput, type TaskRepeatRule } from './task-repeat';

/** The occurrences of the series after `first`, as long as it runs (at most `max`). */
function series(rule: TaskRepeatRule, first: string, max = 8): string[] {
  const days: string[] = [];
  for (let last = first; days.length < max;) {
    const next = occurrenceAfter(rule, first, last, days.length + 1);
    if (next === null) break;
    days.push(next);
    last = next;
  }
  return days;
}

/** The messages of each field at fault (as the validation pipe reads them). */
function errorsOf(body: Record<string, unknown>): Record<string, string[]> {
  const errors = validateSync(plainToInstance(TaskRepeatInput, body), { whitelist: true, forbidNonWhitelisted: true });
  return Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})]));
}

// 2025-01-06 is a Monday, 2025-01-08 a Wednesday.
describe('occurrenceAfter (recurring tasks)', () => {
  describe('daily', () => {
    it('repeats every day, across the end of a month', () => {
      expect(series({ frequency: 'daily', interval: 1 }, '2025-01-30', 3)).toEqual(['2025-01-31', '2025-02-01', '2025-02-02']);
    });

    it('repeats every n-th day counted from the first, wherever `after` is', () => {
      expect(series({ frequency: 'daily', interval: 3 }, '2025-01-01', 3)).toEqual(['2025-01-04', '2025-01-07', '2025-01-10']);
      expect(occurrenceAfter({ frequency: 'daily', interval: 3 }, '2025-01-01', '2025-01-05', 2)).toBe('2025-01-07');
      expect(occurrenceAfter({ frequency: 'daily', interval: 7 }, '2025-01-01', '2025-12-31', 53)).toBe('2026-01-07');
    });

    it('has 29 February in a leap year', () => {
      expect(series({ frequency: 'daily', interval: 1 }, '2024-02-28', 2)).toEqual(['2024-02-29', '2024-03-01']);
    });
  });

  describe('weekly', () => {
    it('repeats on several weekdays in one week', () => {
      expect(series({ frequency: 'weekly', interval: 1, weekdays: [1, 3, 5] }, '2025-01-06', 4)).toEqual([
        '2025-01-08',
        '2025-01-10',
        '2025-01-13',
        '2025-01-15',
      ]);
    });

    it('takes the weekdays in any order', () => {
      expect(series({ frequency: 'weekly', interval: 1, weekdays: [5, 1] }, '2025-01-06', 2)).toEqual(['2025-01-10', '2025-01-13']);
    });

    it('repeats every second week, the weeks (Monday to Sunday) counted from the week of the first day', () => {
      expect(series({ frequency: 'weekly', interval: 2, weekdays: [1, 5] }, '2025-01-06', 4)).toEqual([
        '2025-01-10',
        '2025-01-20',
        '2025-01-24',
        '2025-02-03',
      ]);
      expect(series({ frequency: 'weekly', interval: 2, weekdays: [7] }, '2025-01-06', 2)).toEqual(['2025-01-12', '2025-01-26']);
      expect(occurrenceAfter({ frequency: 'weekly', interval: 3, weekdays: [2] }, '2025-01-06', '2025-01-15', 2)).toBe('2025-01-28');
    });

    it('counts a first day on no chosen weekday as the first occurrence, then keeps to the weekdays', () => {
      expect(series({ frequency: 'weekly', interval: 1, weekdays: [1] }, '2025-01-08', 2)).toEqual(['2025-01-13', '2025-01-20']);
      // Monday of the first week is before the first day: not an occurrence; the next chosen week is two weeks on.
      expect(series({ frequency: 'weekly', interval: 2, weekdays: [1, 5] }, '2025-01-08', 3)).toEqual(['2025-01-10', '2025-01-20', '2025-01-24']);
    });

    it('repeats on the first day’s weekday when no weekday is chosen', () => {
      expect(series({ frequency: 'weekly', interval: 1 }, '2025-01-08', 2)).toEqual(['2025-01-15', '2025-01-22']);
    });
  });

  describe('monthly', () => {
    it('repeats on the day of the first occurrence, on the last day of a shorter month, and on the day again after it', () => {
      expect(series({ frequency: 'monthly', interval: 1 }, '2025-01-31', 4)).toEqual(['2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31']);
    });

    it('has 29 February in a leap year', () => {
      expect(series({ frequency: 'monthly', interval: 1, day_of_month: 30 }, '2024-01-30', 2)).toEqual(['2024-02-29', '2024-03-30']);
    });

    it('repeats on the chosen day, in the first month too when it comes after the first day', () => {
      expect(series({ frequency: 'monthly', interval: 1, day_of_month: 15 }, '2025-01-10', 2)).toEqual(['2025-01-15', '2025-02-15']);
      expect(series({ frequency: 'monthly', interval: 1, day_of_month: 15 }, '2025-01-20', 2)).toEqual(['2025-02-15', '2025-03-15']);
    });

    it('repeats every n-th month counted from the first, across the end of a year', () => {
      expect(series({ frequency: 'monthly', interval: 3, day_of_month: 31 }, '2025-01-31', 4)).toEqual([
        '2025-04-30',
        '2025-07-31',
        '2025-10-31',
        '2026-01-31',
      ]);
      expect(occurrenceAfter({ frequency: 'monthly', interval: 3, day_of_month: 31 }, '2025-01-31', '2025-05-10', 2)).toBe('2025-07-31');
      expect(series({ frequency: 'monthly', interval: 2 }, '2025-11-30', 1)).toEqual(['2026-01-30']);
    });
  });

  describe('yearly', () => {
    it('repeats on the first day’s month and day', () => {
      expect(series({ frequency: 'yearly', interval: 1 }, '2025-06-15', 2)).toEqual(['2026-06-15', '2027-06-15']);
      expect(occurrenceAfter({ frequency: 'yearly', interval: 1 }, '2025-06-15', '2026-06-14', 1)).toBe('2026-06-15');
    });

    it('repeats 29 February on the 28th in other years', () => {
      expect(series({ frequency: 'yearly', interval: 1 }, '2024-02-29', 4)).toEqual(['2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29']);
    });

    it('repeats every n-th year', () => {
      expect(series({ frequency: 'yearly', interval: 2 }, '2024-02-29', 2)).toEqual(['2026-02-28', '2028-02-29']);
      expect(occurrenceAfter({ frequency: 'yearly', interval: 2 }, '2024-03-01', '2025-12-31', 1)).toBe('2026-03-01');
    });
  });

  describe('the end of a series', () => {
    it('ends after `until`, which may be an occurrence itself', () => {
      expect(series({ frequency: 'daily', interval: 1, until: '2025-01-03' }, '2025-01-01')).toEqual(['2025-01-02', '2025-01-03']);
      expect(series({ frequency: 'weekly', interval: 1, weekdays: [1, 5], until: '2025-01-16' }, '2025-01-06')).toEqual(['2025-01-10', '2025-01-13']);
      expect(series({ frequency: 'monthly', interval: 1, until: '2025-04-29' }, '2025-01-31')).toEqual(['2025-02-28', '2025-03-31']);
    });

    it('ends once `count` occurrences have been, the first one included', () => {
      expect(series({ frequency: 'daily', interval: 2, count: 3 }, '2025-01-01')).toEqual(['2025-01-03', '2025-01-05']);
      expect(occurrenceAfter({ frequency: 'daily', interval: 1, count: 3 }, '2025-01-01', '2025-01-02', 2)).toBe('2025-01-03');
      expect(occurrenceAfter({ frequency: 'daily', interval: 1, count: 3 }, '2025-01-01', '2025-01-03', 3)).toBeNull();
    });

    it('takes the first day before it', () => {
      expect(occurrenceAfter({ frequency: 'weekly', interval: 1, weekdays: [1] }, '2025-01-08', '2025-01-01', 0)).toBe('2025-01-08');
    });

    it('refuses malformed dates and intervals', () => {
      expect(() => occurrenceAfter({ frequency: 'daily', interval: 1 }, '2025-02-30', '2025-03-01', 1)).toThrow(RangeError);
      expect(() => occurrenceAfter({ frequency: 'daily', interval: 0 }, '2025-01-01', '2025-01-01', 1)).toThrow(RangeError);
    });
  });
});

describe('checkTaskRepeat', () => {
  it('needs the first day of the series', () => {
    expect(checkTaskRepeat({ frequency: 'daily', interval: 1 }, null)).toBe('tasks.repeat_needs_date');
  });

  it('needs `until` after the first day', () => {
    expect(checkTaskRepeat({ frequency: 'daily', interval: 1, until: '2025-01-01' }, '2025-01-01')).toBe('tasks.repeat_until_not_after_first');
    expect(checkTaskRepeat({ frequency: 'daily', interval: 1, until: '2024-12-31' }, '2025-01-01')).toBe('tasks.repeat_until_not_after_first');
    expect(checkTaskRepeat({ frequency: 'daily', interval: 1, until: '2025-01-02' }, '2025-01-01')).toBeUndefined();
    expect(checkTaskRepeat({ frequency: 'daily', interval: 1, count: 2 }, '2025-01-01')).toBeUndefined();
  });
});

describe('TaskRepeatInput', () => {
  it('takes each frequency with its own fields', () => {
    expect(errorsOf({ frequency: 'daily', interval: 1 })).toEqual({});
    expect(errorsOf({ frequency: 'weekly', interval: 2, weekdays: [1, 5], count: 10 })).toEqual({});
    expect(errorsOf({ frequency: 'monthly', interval: 1, day_of_month: 31, until: '2025-12-31' })).toEqual({});
    expect(errorsOf({ frequency: 'yearly', interval: 99, count: 500 })).toEqual({});
  });

  it('takes a frequency of the list and an interval of 1 to 99', () => {
    expect(errorsOf({ frequency: 'hourly', interval: 1 }).frequency).toEqual(['validation.one_of']);
    expect(errorsOf({ frequency: 'daily', interval: 0 }).interval).toEqual(['validation.min?min=1']);
    expect(errorsOf({ frequency: 'daily', interval: 100 }).interval).toEqual(['validation.max?max=99']);
    expect(errorsOf({ frequency: 'daily', interval: 1.5 }).interval).toEqual(['validation.integer']);
  });

  it('needs weekdays for weekly, each of 1 to 7 once, and takes them for weekly only', () => {
    expect(errorsOf({ frequency: 'weekly', interval: 1 }).weekdays).toContain('validation.required');
    expect(errorsOf({ frequency: 'weekly', interval: 1, weekdays: [] }).weekdays).toEqual(['validation.required']);
    expect(errorsOf({ frequency: 'weekly', interval: 1, weekdays: [0, 8] }).weekdays).toEqual(['tasks.repeat_weekdays_invalid']);
    expect(errorsOf({ frequency: 'weekly', interval: 1, weekdays: [1, 1] }).weekdays).toEqual(['tasks.repeat_weekdays_invalid']);
    expect(errorsOf({ frequency: 'daily', interval: 1, weekdays: [1] }).weekdays).toEqual(['tasks.repeat_weekdays_only_weekly']);
    expect(errorsOf({ frequency: 'daily', interval: 1, weekdays: null })).toEqual({});
  });

  it('takes a day of the month of 1 to 31 for monthly only', () => {
    expect(errorsOf({ frequency: 'monthly', interval: 1, day_of_month: 32 }).day_of_month).toEqual(['validation.max?max=31']);
    expect(errorsOf({ frequency: 'yearly', interval: 1, day_of_month: 1 }).day_of_month).toEqual(['tasks.repeat_day_of_month_only_monthly']);
  });

  it('takes a real date as `until`, a count of 2 to 500, not both', () => {
    expect(errorsOf({ frequency: 'daily', interval: 1, until: '2025-02-30' }).until).toEqual(['validation.date']);
    expect(errorsOf({ frequency: 'daily', interval: 1, count: 1 }).count).toEqual(['validation.min?min=2']);
    expect(errorsOf({ frequency: 'daily', interval: 1, count: 501 }).count).toEqual(['validation.max?max=500']);
    expect(errorsOf({ frequency: 'daily', interval: 1, until: '2025-12-31', count: 5 }).count).toEqual(['tasks.repeat_until_and_count']);
  });

  it('has a German and an English text for each of its keys', () => {
    const keys = [
      'tasks.repeat_needs_date',
      'tasks.repeat_until_not_after_first',
      'tasks.repeat_until_and_count',
      'tasks.repeat_weekdays_only_weekly',
      'tasks.repeat_weekdays_invalid',
      'tasks.repeat_day_of_month_only_monthly',
    ] as const;
    for (const key of keys) expect(ERROR_MESSAGES[key]).toEqual({ de: expect.any(String), en: expect.any(String) });
  });
});
