import { type CanActivate, type ExecutionContext, Injectable, type Type } from '@nestjs/common';
import { DomainRefusal, type App } from '@kollab/contracts';
import type { RequestWithPrincipal } from './request-principal';

/**
 * The guard of one app's routes (seed §2, §6): the account must have the app enabled (flag
 * `apps.<app>` in the signature), else 403 `<app>.app_disabled`. Runs after the global guard
 * (token, signature, roles). Projects have no routes yet. A context names its own: `export class TasksAppGuard extends AppGuard('tasks') {}`.
 */
export function AppGuard(app: Exclude<App, 'projects'>): Type<CanActivate> {
  @Injectable()
  class AppEnabledGuard implements CanActivate {
    canActivate(context: ExecutionContext): boolean {
      const principal = context.switchToHttp().getRequest<RequestWithPrincipal>().principal;
      if (!principal?.flags.includes(`apps.${app}`)) throw DomainRefusal.forbidden(`${app}.app_disabled`);
      return true;
    }
  }
  return AppEnabledGuard;
}
