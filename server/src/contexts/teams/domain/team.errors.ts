import type { ErrorCode, FieldError } from '@kollab/contracts';

/** A rule of the teams domain refused a command; the handlers turn it into an ApiError. */
export class TeamRefused extends Error {
  constructor(
    readonly status: 403 | 404 | 409,
    readonly code: ErrorCode,
  ) {
    super(code);
    this.name = 'TeamRefused';
  }
}

/** Fields break rules the domain holds itself (also checked by the input classes at the edge): a 422. */
export class TeamInvalid extends Error {
  readonly status = 422;
  constructor(readonly errors: Record<string, FieldError[]>) {
    super(Object.keys(errors).join(', '));
    this.name = 'TeamInvalid';
  }
}

/** No such team in the account (or deleted), or no such member in the team. */
export const notFound = (): TeamRefused => new TeamRefused(404, 'request.not_found');
export const forbidden = (): TeamRefused => new TeamRefused(403, 'auth.forbidden');
/** A new team's id met an existing stream: a retry or a bug, never an overwrite. */
export const teamExists = (): TeamRefused => new TeamRefused(409, 'concurrency.wrong_expected_version');
export const alreadyMember = (): TeamRefused => new TeamRefused(409, 'teams.user_already_member');
export const lastAdmin = (): TeamRefused => new TeamRefused(409, 'teams.last_admin_cannot_be_removed');
export const notEligible = (): TeamInvalid => new TeamInvalid({ user_id: [{ key: 'teams.user_not_eligible' }] });
