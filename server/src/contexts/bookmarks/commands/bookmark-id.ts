import { createHash } from 'node:crypto';

/** A fixed namespace for the name-based ids of bookmarks (RFC 9562 UUIDv5). */
const BOOKMARK_NAMESPACE = Buffer.from('6f1c1b52a4e04a0e9d0c6b7de1f4a3b1', 'hex');

/**
 * The id of a user's bookmark of one path in one account: a UUIDv5 of the three, so the
 * stream itself keeps a path unique per user (two concurrent adds meet on one stream
 * and the append's version check lets one win) without a lookup table.
 */
export function bookmarkIdOf(accountId: string, userId: string, path: string): string {
  const hash = createHash('sha1')
    .update(BOOKMARK_NAMESPACE)
    .update(JSON.stringify([accountId, userId, path]))
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
