import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import type { CommandContext } from '../../../core/aggregates/command-context';
import { USER_DIRECTORY, type UserDirectory } from '../../identity/public/user-directory';
import { AddMember, type MemberAdded } from '../commands/add-member.handler';
import { AccountReader } from '../queries/account-reader';
import { DomainRefusal } from '@kollab/contracts';

/** A person to make a portal user of (seed: portal users are contact persons with the contact role). */
export interface PortalPerson {
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * Makes a person a portal member of the account (role `contact`, counted against the
 * portal user slots) for the portals context: an existing portal member is returned as
 * is; a member of staff is refused (409 portals.user_is_staff); anyone else is added, a
 * new user invited by e-mail with an activation link.
 */
export interface PortalMemberOnboarding {
  ensurePortalMember(context: CommandContext, person: PortalPerson): Promise<{ userId: string }>;
}

export const PORTAL_MEMBER_ONBOARDING = Symbol('PORTAL_MEMBER_ONBOARDING');

/** A username for an invited portal user: from the e-mail's local part, made unique with a suffix. */
export function portalUsername(email: string): string {
  const local =
    email
      .split('@')[0]
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}._-]/gu, '')
      .slice(0, 40) || 'portal';
  return `${local}-${randomBytes(3).toString('hex')}`;
}

@Injectable()
export class CommandBusPortalMemberOnboarding implements PortalMemberOnboarding {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: AccountReader,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async ensurePortalMember(context: CommandContext, person: PortalPerson): Promise<{ userId: string }> {
    const existing = await this.users.findByEmail(person.email);
    if (existing) {
      const member = await this.reader.member(context.accountId, existing.id);
      if (member && member.status !== 'deleted') {
        if (!member.portal) throw DomainRefusal.conflict('portals.user_is_staff');
        return { userId: existing.id };
      }
    }
    const added = await this.commands.execute<AddMember, MemberAdded>(
      new AddMember(
        context,
        {
          email: person.email,
          username: portalUsername(person.email),
          first_name: person.first_name,
          last_name: person.last_name,
          roles: ['contact'],
        },
        { kind: 'invite' },
      ),
    );
    return { userId: added.userId };
  }
}
