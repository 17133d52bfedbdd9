import { describe, expect, it } from 'vitest';
import { cookieString } from './cookies';
import { formatDate, formatDateTime } from './dates';
import { cacheGet, cacheSet, clearExceptKept } from './storage';

describe('lib', () => {
  it('formats dates as DD.MM.YYYY and DD.MM.YYYY HH:mm', () => {
    expect(formatDate('2024-03-07T09:05:00')).toBe('07.03.2024');
    expect(formatDateTime('2024-03-07T09:05:00')).toBe('07.03.2024 09:05');
    expect(formatDate(null)).toBe('');
  });

  it('cache entries live 120 s by default under the cah- prefix', () => {
    cacheSet('tasks', [1], undefined, 1_000);
    expect(localStorage.getItem('cah-tasks')).not.toBeNull();
    expect(cacheGet('tasks', 120_999)).toEqual([1]);
    expect(cacheGet('tasks', 121_000)).toBeNull();
    expect(localStorage.getItem('cah-tasks')).toBeNull();
  });

  it('clearing keeps only the kept keys', () => {
    localStorage.setItem('a', '1');
    localStorage.setItem('keep', '2');
    clearExceptKept(['keep']);
    expect(Object.keys(localStorage)).toEqual(['keep']);
  });

  it('preference cookies last 365 days, SameSite strict, secure', () => {
    const text = cookieString('kollab-language', 'en', new Date('2024-01-01T00:00:00Z'));
    expect(text).toBe('kollab-language=en; expires=Tue, 31 Dec 2024 00:00:00 GMT; path=/; SameSite=Strict; Secure');
  });
});
