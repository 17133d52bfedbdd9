import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { RequestWithPrincipal } from '../../../core/auth/request-principal';
import { DomainRefusal } from '@kollab/contracts';

/**
 * Seed §2: the protocols routes need the protocols app of the account (flag
 * `apps.protocols` in the signature). Runs after the global guard (token, signature, roles).
 */
@Injectable()
export class ProtocolsAppGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal = context.switchToHttp().getRequest<RequestWithPrincipal>().principal;
    if (!principal?.flags.includes('apps.protocols')) throw DomainRefusal.forbidden('protocols.app_disabled');
    return true;
  }
}
