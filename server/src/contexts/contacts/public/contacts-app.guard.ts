import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { RequestWithPrincipal } from '../../../core/auth/request-principal';
import { DomainRefusal } from '@kollab/contracts';

/**
 * Seed §2: the contacts routes need the contacts app of the account (flag
 * `apps.contacts` in the signature). Runs after the global guard (token, signature, roles).
 * Public: the tasks and protocols contexts guard a contact's tabs (GET v1/contacts/{id}/tasks
 * and /protocols) with it too.
 */
@Injectable()
export class ContactsAppGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal = context.switchToHttp().getRequest<RequestWithPrincipal>().principal;
    if (!principal?.flags.includes('apps.contacts')) throw DomainRefusal.forbidden('contacts.app_disabled');
    return true;
  }
}
