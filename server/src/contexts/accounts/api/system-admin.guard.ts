import { type CanActivate, type ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import type { RequestWithPrincipal } from '../../../core/auth/request-principal';
import { ApiError } from '../../../core/http/api-error';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { requireUsers } from '../commands/refusals';

/**
 * The system admin (seed §6 role admin) is a user-level flag kept by identity, not a
 * role in some account: admin routes need a token but no Account header, then this.
 * Runs after the global guard, which has set the principal.
 */
@Injectable()
export class SystemAdminGuard implements CanActivate {
  constructor(@Optional() @Inject(USER_DIRECTORY) private readonly users?: UserDirectory) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const principal = context.switchToHttp().getRequest<RequestWithPrincipal>().principal;
    if (!principal) throw new ApiError(401, 'auth.unauthorized');
    const user = await requireUsers(this.users).getUser(principal.userId);
    if (!user?.is_admin) throw new ApiError(403, 'auth.forbidden');
    return true;
  }
}
