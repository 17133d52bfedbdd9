import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isEmail } from 'class-validator';
import { GENDERS, isPasswordStrong, isValidUsername, NAME_MAX_LENGTH, USER_LOCALES, type FieldError, DomainRefusal } from '@kollab/contracts';
import type { CommandContext } from '../../../core/aggregates/command-context';
import type { ActivationMethod } from '../domain/user.events';
import { decideCreateUser } from '../domain/user.decide';
import { fullName } from '../domain/user.state';
import type { DirectoryUser, NewUser } from '../public/user-directory';
import { CredentialsStore } from '../secrets/credentials.store';
import { NameReservations, type ReservedName } from '../secrets/name-reservations';
import { UserStream } from './user-stream';
import { newId } from '../../../core/aggregates/new-id';

export class CreateUser {
  readonly userId = newId();
  constructor(
    readonly input: NewUser,
    readonly context: CommandContext,
  ) {}
}

/** The field errors of a new user (seed §5), as message keys. */
export function newUserProblems(input: NewUser): Record<string, FieldError[]> {
  const problems: Record<string, FieldError[]> = {};
  const add = (field: string, key: string, params?: FieldError['params']) => (problems[field] ??= []).push({ key, ...(params ? { params } : {}) });
  const text = (field: 'username' | 'email' | 'first_name' | 'last_name', max: number) => {
    const value = input[field];
    if (typeof value !== 'string' || value.trim() === '') add(field, 'validation.required');
    else if (value.length > max) add(field, 'validation.max_length', { max });
  };
  text('username', 64);
  text('email', 255);
  text('first_name', NAME_MAX_LENGTH);
  text('last_name', NAME_MAX_LENGTH);
  if (!problems.username && !isValidUsername(input.username)) add('username', 'validation.username_format');
  if (!problems.email && !isEmail(input.email)) add('email', 'validation.email');
  if (input.gender !== undefined && !GENDERS.includes(input.gender)) add('gender', 'validation.one_of');
  if (input.locale !== undefined && !USER_LOCALES.includes(input.locale)) add('locale', 'validation.one_of');
  for (const field of ['password', 'temporaryPassword'] as const) {
    const password = input[field];
    if (password !== undefined && !isPasswordStrong(password)) add(field, 'validation.password_policy');
  }
  return problems;
}

const TAKEN = { username: 'profile.username_taken', email: 'profile.email_taken' } as const;

/**
 * A new user (for the accounts context: members, registration). Username and e-mail are
 * reserved first and released if the append fails; the password (if any) is stored
 * beside the stream; a user without their own password gets the activation mail.
 */
@CommandHandler(CreateUser)
export class CreateUserHandler implements ICommandHandler<CreateUser, DirectoryUser> {
  constructor(
    private readonly users: UserStream,
    private readonly names: NameReservations,
    private readonly credentials: CredentialsStore,
  ) {}

  async execute({ userId, input, context }: CreateUser): Promise<DirectoryUser> {
    const problems = newUserProblems(input);
    if (Object.keys(problems).length > 0) throw DomainRefusal.fields(problems);
    const username = input.username.trim();
    const email = input.email.trim();
    const names: ReservedName[] = [
      { kind: 'username', value: username },
      { kind: 'email', value: email },
    ];
    const taken = await this.names.reserve(userId, names);
    if (taken.length > 0) {
      const errors = Object.fromEntries(taken.map((kind) => [kind, [{ key: TAKEN[kind] }]]));
      throw new DomainRefusal('invalid', taken.length === 1 ? TAKEN[taken[0]] : 'request.validation_failed', errors);
    }
    const activation: ActivationMethod = input.password ? 'password' : input.temporaryPassword ? 'temporary_password' : 'link';
    const password = input.password ?? input.temporaryPassword;
    const created = {
      username,
      email,
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      locale: input.locale ?? 'de',
    } as const;
    try {
      if (password) await this.credentials.save(userId, password, { mustChange: activation === 'temporary_password', now: context.now });
      await this.users.execute(userId, context, (state) =>
        decideCreateUser(state, { ...created, gender: input.gender ?? null, created_by: context.actorId, activation }),
      );
    } catch (error) {
      await this.names.release(userId, names);
      if (password) await this.credentials.delete(userId);
      throw error;
    }
    // Unless the user chose a password, UserCreated mails an activation link (IdentityMailJob);
    // a temporary password works too, the link lets the user choose one without it.
    return {
      id: userId,
      ...created,
      full_name: fullName(created),
      status: activation === 'password' ? 'active' : 'pending',
      is_admin: false,
    };
  }
}
