/**
 * `/acc/{account_id}` links (seed §2 public route): content addressed together with its
 * account, so a member of several accounts lands in the right one. The target is the rest
 * of the path (`/acc/{id}/tasks/42` → `/tasks/42`), else the `target` query, else /home.
 */
export interface AccountLink {
  accountId: string;
  target: string;
}

const LINK = /^\/acc\/([^/?#]+)(\/[^?#]*)?(\?[^#]*)?/;

export function parseAccountLink(path: string | null | undefined): AccountLink | null {
  const match = path ? LINK.exec(path) : null;
  if (!match) return null;
  const accountId = decodeURIComponent(match[1]);
  const rest = match[2] && match[2] !== '/' ? match[2] : null;
  const search = match[3] ?? '';
  if (rest) return { accountId, target: `${rest}${search}` };
  const target = new URLSearchParams(search).get('target');
  // only a path of this app: never another origin (`//evil`) and never another account link
  const safe = target && target.startsWith('/') && !target.startsWith('//') && !LINK.test(target) ? target : null;
  return { accountId, target: safe ?? '/home' };
}

/** The link of `path` in `accountId` (what a member shares). */
export function accountLink(accountId: string, path: string): string {
  return `/acc/${encodeURIComponent(accountId)}${path.startsWith('/') ? path : `/${path}`}`;
}
