import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@kollab/contracts';
import type { RequestPrincipal, RequestWithPrincipal } from './request-principal';
import { DomainRefusal } from '@kollab/contracts';

export const PUBLIC_ROUTE = 'kollab:public';
export const NO_ACCOUNT_ROUTE = 'kollab:no-account';
export const REQUIRED_ROLES = 'kollab:roles';
export const SYSTEM_ADMIN_ROUTE = 'kollab:system-admin';

/** No token needed (login, activation, password reset, health, docs). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** A token but no Account header (listing one's accounts, fetching a signature). */
export const NoAccount = () => SetMetadata(NO_ACCOUNT_ROUTE, true);

/**
 * Only for system admins (every `/admin` and `/v2/admin` route): a token of a user whose
 * identity holds the admin flag (403 auth.forbidden otherwise); no Account header needed,
 * one sent is ignored. The principal has no account and the role `admin`.
 */
export const SystemAdmin = () => SetMetadata(SYSTEM_ADMIN_ROUTE, true);

/** The caller needs at least one of these roles in the account (403 auth.forbidden otherwise). */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);

/** The checked caller; only on routes that are not @Public. */
export const CurrentPrincipal = createParamDecorator((_: unknown, context: ExecutionContext): RequestPrincipal => {
  const principal = context.switchToHttp().getRequest<RequestWithPrincipal>().principal;
  if (!principal) throw DomainRefusal.unauthenticated('auth.unauthorized');
  return principal;
});

/** The checked caller's account id; only on routes that need an account. */
export const CurrentAccountId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const accountId = context.switchToHttp().getRequest<RequestWithPrincipal>().principal?.accountId;
  if (!accountId) throw DomainRefusal.forbidden('account.missing');
  return accountId;
});
