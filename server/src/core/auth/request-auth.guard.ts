import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Role } from '@kollab/contracts';
import { ACCESS_TOKEN_VERIFIER, type AccessTokenVerifier } from './access-token-verifier';
import { ACCOUNT_SIGNATURES, type AccountSignatures } from './account-signatures';
import { NO_ACCOUNT_ROUTE, PUBLIC_ROUTE, REQUIRED_ROLES, SYSTEM_ADMIN_ROUTE } from './auth.decorators';
import type { RequestWithPrincipal } from './request-principal';
import { SYSTEM_ADMINS, type SystemAdmins } from './system-admins';
import { DomainRefusal } from '@kollab/contracts';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Every route is closed unless it says otherwise: a bearer access token (401), then
 * the Account signature for that user (403 with the seed's messages), then the
 * route's roles (403 auth.forbidden). Routes opt out with @Public or @NoAccount;
 * @SystemAdmin routes take the admin flag of the user's identity instead of a signature.
 */
@Injectable()
export class RequestAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ACCESS_TOKEN_VERIFIER) private readonly tokens: AccessTokenVerifier,
    @Inject(ACCOUNT_SIGNATURES) private readonly signatures: AccountSignatures,
    @Inject(SYSTEM_ADMINS) private readonly systemAdmins: SystemAdmins,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<Request & RequestWithPrincipal>();
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw DomainRefusal.unauthenticated('auth.unauthorized');
    const identity = await this.tokens.verify(token);

    if (this.reflector.getAllAndOverride<boolean>(SYSTEM_ADMIN_ROUTE, targets)) {
      // the admin flag of the user's identity, never a role claimed in a signature or token
      if (!(await this.systemAdmins.isSystemAdmin(identity.userId))) throw DomainRefusal.forbidden('auth.forbidden');
      request.principal = { userId: identity.userId, accountId: null, roles: ['admin'], flags: [], teamIds: [], termsAccepted: false };
      return true;
    }
    if (this.reflector.getAllAndOverride<boolean>(NO_ACCOUNT_ROUTE, targets)) {
      request.principal = { userId: identity.userId, accountId: null, roles: [], flags: [], teamIds: [], termsAccepted: false };
      return true;
    }
    const header = request.headers.account;
    const grant = await this.signatures.verify(Array.isArray(header) ? header[0] : header, identity.userId);
    request.principal = { userId: identity.userId, ...grant };

    const required = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (required?.length && !required.some((role) => grant.roles.includes(role))) {
      throw DomainRefusal.forbidden('auth.forbidden');
    }
    return true;
  }
}
