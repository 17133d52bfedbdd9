/** The server counts unread notifications up to 100; the badge shows at most 99 (seed §9). */
export const BADGE_MAX = 99;

/** The bell's badge: nothing at 0, "1".."99", then "99+". */
export function badgeLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
