import { Injectable } from '@nestjs/common';
import { LoginThrottle, normalisedName, tooMany, type AttemptLimit } from './login-throttle';

/** Reset mails per e-mail address as typed (normalised), known or not: over it, no mail and the same 202. */
export const RESET_MAILS_PER_EMAIL: AttemptLimit = { max: 3, windowSeconds: 60 * 60 };
/** Reset requests per client address: over it, 429 request.too_many with Retry-After. */
export const RESET_REQUESTS_PER_ADDRESS: AttemptLimit = { max: 10, windowSeconds: 15 * 60 };

/**
 * The public "forgot password" trigger sends mail to whoever is named, so it is limited twice:
 * per client address (a flood from one place is refused openly: 429, which says nothing about
 * any account) and per e-mail (a mailbox gets at most 3 links an hour; past that the request
 * is answered as always and the mail is not sent, so the limit reveals nothing either).
 * Every request counts, also the refused ones, so a flood keeps the limit shut.
 */
@Injectable()
export class PasswordResetThrottle {
  constructor(private readonly attempts: LoginThrottle) {}

  /** Throws 429 past the address limit; false past the e-mail limit. */
  async mayMail(email: string, address: string, now: Date): Promise<boolean> {
    const addressKey = `password-reset|address:${address}`;
    const wait = await this.attempts.take(addressKey, now, RESET_REQUESTS_PER_ADDRESS);
    if (wait !== undefined) throw tooMany(addressKey, wait);
    return (await this.attempts.take(`password-reset|email:${normalisedName(email)}`, now, RESET_MAILS_PER_EMAIL)) === undefined;
  }
}
