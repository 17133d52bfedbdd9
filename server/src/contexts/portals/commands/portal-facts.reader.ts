import { Inject, Injectable } from '@nestjs/common';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../../accounts/public/membership-directory';
import { CONTACT_DIRECTORY, type ContactDirectory, type DirectoryContact } from '../../contacts/public/contact-directory';

/** What the portal rules need to know of other contexts, looked up before deciding. */
@Injectable()
export class PortalFactsReader {
  constructor(
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
    @Inject(CONTACT_DIRECTORY) private readonly contacts: ContactDirectory,
  ) {}

  /** Seed §5: the contact person must be an active member with the user role. */
  async eligibleContactPerson(accountId: string, userId: string): Promise<boolean> {
    const membership = await this.memberships.membership(accountId, userId);
    return membership?.status === 'active' && membership.roles.includes('user');
  }

  contact(accountId: string, contactId: string): Promise<DirectoryContact | undefined> {
    return this.contacts.find(accountId, contactId);
  }
}
