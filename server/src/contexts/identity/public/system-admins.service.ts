import { Injectable } from '@nestjs/common';
import type { SystemAdmins } from '../../../core/auth/system-admins';
import { UserStream } from '../commands/user-stream';

/** SYSTEM_ADMINS from the user's stream: current right after a grant, false for an erased or unknown user. */
@Injectable()
export class SystemAdminsService implements SystemAdmins {
  constructor(private readonly users: UserStream) {}

  async isSystemAdmin(userId: string): Promise<boolean> {
    const { state } = await this.users.load(userId);
    return state.exists && !state.erased && state.is_admin;
  }
}
