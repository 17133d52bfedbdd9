import { DomainRefusal } from '@kollab/contracts';

/**
 * The version a write was based on, from `If-Match: "3"` (or a body field). Absent
 * means "the current version"; a malformed value is a 422, never a silent overwrite.
 */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  const version = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(version)) throw DomainRefusal.fields({ 'If-Match': ['If-Match must hold a version number'] });
  return version;
}
