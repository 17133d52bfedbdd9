import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a notification mail's unsubscribe link: who (account and user) and a MAC over
 * it with the server key (the key that signs access tokens), so the link works without a login
 * and cannot be made for anybody else. It does not expire: a link in an old mail still turns
 * the mails off, which is all it can do.
 */
export interface UnsubscribeSubject {
  accountId: string;
  userId: string;
}

const mac = (key: string, payload: string): Buffer => createHmac('sha256', key).update(`kollab unsubscribe\0${payload}`, 'utf8').digest();

export function unsubscribeToken(key: string, { accountId, userId }: UnsubscribeSubject): string {
  const payload = Buffer.from(JSON.stringify([accountId, userId]), 'utf8').toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The subject of a token this server signed; undefined for anything else (tampered, truncated, foreign). */
export function verifyUnsubscribeToken(key: string, token: string): UnsubscribeSubject | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const subject: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(subject) || subject.length !== 2 || !subject.every((part) => typeof part === 'string' && part.length > 0)) return undefined;
    return { accountId: subject[0] as string, userId: subject[1] as string };
  } catch {
    return undefined;
  }
}
