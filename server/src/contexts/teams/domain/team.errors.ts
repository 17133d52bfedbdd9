import { DomainRefusal } from '@kollab/contracts';

/** No such team in the account (or deleted), or no such member in the team. */
export const notFound = (): DomainRefusal => DomainRefusal.notFound('request.not_found');
export const forbidden = (): DomainRefusal => DomainRefusal.forbidden('auth.forbidden');
/** A new team's id met an existing stream: a retry or a bug, never an overwrite. */
export const teamExists = (): DomainRefusal => DomainRefusal.conflict('concurrency.wrong_expected_version');
export const alreadyMember = (): DomainRefusal => DomainRefusal.conflict('teams.user_already_member');
export const lastAdmin = (): DomainRefusal => DomainRefusal.conflict('teams.last_admin_cannot_be_removed');
export const notEligible = (): DomainRefusal => DomainRefusal.fields({ user_id: [{ key: 'teams.user_not_eligible' }] });
