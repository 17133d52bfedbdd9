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

/**
 * The version an edit is based on when a body may name it too (`version`): If-Match and the
 * body must agree (422 otherwise); either alone is taken.
 */
export function basedOnOf(header: number | undefined, bodyVersion?: number): number | undefined {
  if (header !== undefined && bodyVersion !== undefined && header !== bodyVersion) {
    throw DomainRefusal.fields({ version: ['version and If-Match name different versions'] });
  }
  return header ?? bodyVersion;
}
