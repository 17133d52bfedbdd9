import type { CommandContext } from '../../../core/aggregates/command-context';

/** A user as other contexts see it (no secrets). */
export interface DirectoryUser {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  locale: 'de' | 'en';
  /** pending: invited or created, not yet activated; active: has signed in or activated. */
  status: 'pending' | 'active';
  is_admin: boolean;
}

export interface NewUser {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  gender?: 'male' | 'female';
  locale?: 'de' | 'en';
  /** A temporary password (member created by a manager): the first login answers a NEW_PASSWORD_REQUIRED challenge. */
  temporaryPassword?: string;
  /** A password chosen by the user (registration): no challenge. Absent with no temporaryPassword: activation by e-mail link. */
  password?: string;
}

/**
 * What the identity context offers the others (accounts: registration, members).
 * Errors are DomainRefusals with stable codes (422 with field errors for a taken e-mail or
 * username, 404 for an unknown user).
 */
export interface UserDirectory {
  createUser(input: NewUser, context: CommandContext): Promise<DirectoryUser>;
  getUser(userId: string): Promise<DirectoryUser | undefined>;
  getUsers(userIds: readonly string[]): Promise<DirectoryUser[]>;
  findByEmail(email: string): Promise<DirectoryUser | undefined>;
  /** Sends the activation ("welcome") mail again; 409 with a stable code when the user is already active. */
  sendWelcome(userId: string, context: CommandContext): Promise<void>;
  sendPasswordReset(userId: string, context: CommandContext): Promise<void>;
  /** Personal data erased (account deletion, member removal where the user has no other account). */
  eraseUser(userId: string, context: CommandContext): Promise<void>;
  /** Makes the user a system administrator (role admin: organisations, news); demo data and operators. */
  grantSystemAdmin(userId: string, context: CommandContext): Promise<void>;
}

export const USER_DIRECTORY = Symbol('USER_DIRECTORY');
