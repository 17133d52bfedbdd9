import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { DomainRefusal } from '@kollab/contracts';
import type { RequestWithPrincipal } from '../../../core/auth/request-principal';

/** Seed §2, §6: the offers routes need the offers app of the account (flag `apps.offers` in the signature). */
@Injectable()
export class OffersAppGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal = context.switchToHttp().getRequest<RequestWithPrincipal>().principal;
    if (!principal?.flags.includes('apps.offers')) throw DomainRefusal.forbidden('offers.app_disabled');
    return true;
  }
}
