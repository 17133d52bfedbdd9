import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { RequestWithPrincipal } from '../../../core/auth/request-principal';
import { DomainRefusal } from '@kollab/contracts';

/** Seed §2: the tasks routes need the tasks app of the account (flag `apps.tasks` in the signature). */
@Injectable()
export class TasksAppGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal = context.switchToHttp().getRequest<RequestWithPrincipal>().principal;
    if (!principal?.flags.includes('apps.tasks')) throw DomainRefusal.forbidden('tasks.app_disabled');
    return true;
  }
}
