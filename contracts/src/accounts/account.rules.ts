import { Equals, IsIn, Matches } from 'class-validator';
import { APPS, FEATURE_FLAGS } from './roles';

/** Seed §5: an organisation name has only letters, numbers and dashes (2–63, so it can be a domain). */
export const ACCOUNT_NAME_PATTERN = /^[\p{L}\p{N}-]{2,63}$/u;
/** The login domain (`/login/{domain}`): lower-case letters, digits and dashes, 2–63. */
export const ACCOUNT_DOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;

/** Feature flags a manager switches directly; `apps.<app>` flags follow the enabled apps. */
export const ACCOUNT_FLAGS = FEATURE_FLAGS.filter((flag) => !APPS.some((app) => flag === `apps.${app}`));

/** The domain a registration derives from the organisation name. */
export function domainFromName(name: string): string {
  return name.toLowerCase();
}

export const AccountName = (): PropertyDecorator => Matches(ACCOUNT_NAME_PATTERN, { message: 'account.name_format' });
export const AccountDomain = (): PropertyDecorator => Matches(ACCOUNT_DOMAIN_PATTERN, { message: 'account.name_format' });

/** A checkbox that must be ticked (terms and privacy at registration and for managers). */
export const MustAccept = (): PropertyDecorator => Equals(true, { message: 'validation.must_accept' });

/** Every element one of `values` (arrays of apps, flags, roles). */
export const EachOneOf = (values: readonly string[]): PropertyDecorator => IsIn([...values], { each: true, message: 'validation.one_of' });

export const isKnownApp = (value: string): boolean => (APPS as readonly string[]).includes(value);
