/** Preference cookies (seed §9): language, sidebar state and UI size; 365 days, SameSite strict, secure. */
export const COOKIE_NAMES = { language: 'kollab-language', sidebar: 'kollab-sidebar', size: 'kollab-size' } as const;
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

export const COOKIE_LIFE_DAYS = 365;

export function cookieString(name: CookieName, value: string, now = new Date()): string {
  const expires = new Date(now.getTime() + COOKIE_LIFE_DAYS * 24 * 60 * 60 * 1000);
  return `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Strict; Secure`;
}

export function setCookie(name: CookieName, value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = cookieString(name, value);
}

export function readCookie(name: CookieName): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
