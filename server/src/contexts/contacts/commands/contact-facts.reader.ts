import { Inject, Injectable } from '@nestjs/common';
import { detailUserIds, type ContactFields, type FormElement } from '@kollab/contracts';
import { EventSourcedRepository } from '../../../core/aggregates/event-sourced-repository';
import { MEMBERSHIP_DIRECTORY, type MembershipDirectory } from '../../accounts/public/membership-directory';
import { TYPE_CATALOG, type TypeCatalog } from '../../types/public/type-catalog';
import type { ContactDraft, ContactFacts } from '../domain/contact.commands';
import { contactFormAggregate } from './contact.aggregate';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Looks up what a contact decision needs: whether the type is one of the account's
 * contact types (TYPE_CATALOG of the types context), which named members are active
 * staff (MEMBERSHIP_DIRECTORY: active, not a portal user) and the current form schema.
 */
@Injectable()
export class ContactFactsReader {
  constructor(
    private readonly repository: EventSourcedRepository,
    @Inject(MEMBERSHIP_DIRECTORY) private readonly memberships: MembershipDirectory,
    @Inject(TYPE_CATALOG) private readonly types: TypeCatalog,
  ) {}

  /** `previous`: the contact's fields before an update (an unchanged type is not looked up again). */
  async forContact(accountId: string, draft: ContactDraft, previous?: ContactFields): Promise<ContactFacts> {
    const form = await this.form(accountId);
    const details = typeof draft.details === 'object' && draft.details !== null ? draft.details : {};
    const type = draft.type;
    const typeKnown = !isText(type) || type.trim() === previous?.type || (await this.typeKnown(accountId, type.trim()));
    const named = [draft.account_manager, draft.key_account_manager, ...detailUserIds(form, details)];
    return { typeKnown, activeMemberIds: await this.activeMembers(accountId, named), form };
  }

  /** The account's contact form schema now (empty until a manager saved one). */
  async form(accountId: string): Promise<FormElement[]> {
    return (await this.repository.load(contactFormAggregate, accountId, accountId)).state.elements;
  }

  /** Of `ids`, those of active members of the account who are not portal users. */
  async activeMembers(accountId: string, ids: readonly unknown[]): Promise<string[]> {
    const unique = [...new Set(ids.filter(isText).map((id) => id.trim()))];
    const found = await Promise.all(unique.map((id) => this.memberships.membership(accountId, id)));
    return unique.filter((_, i) => found[i]?.status === 'active' && !found[i]?.roles.includes('contact'));
  }

  private async typeKnown(accountId: string, typeId: string): Promise<boolean> {
    return (await this.types.find(accountId, 'contact', typeId)) !== undefined;
  }
}
