import type { Gender } from '../identity/user.view';
import type { ListPage } from '../news/list-page';
import type { ContactDetails, FormElement } from './contact-form.schema';

export interface ContactAddress {
  street: string;
  zip: string;
  city: string;
  country: string;
}

/** A contact person's fields (all but `name` optional). */
export interface ContactPersonFields {
  name: string;
  salutation?: string;
  gender?: Gender;
  date_of_birth?: string;
  email?: string;
  phone?: string;
  mobile?: string;
  role?: string;
  account_manager?: string;
}

/** A contact's own fields as events carry them (optional ones absent when empty). */
export interface ContactFields {
  name: string;
  number: string;
  type: string;
  address: ContactAddress;
  homepage?: string;
  uid: string;
  contact_since?: string;
  account_manager?: string;
  key_account_manager?: string;
  details: ContactDetails;
}

type Shown<T> = { [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K] };

/** A contact person as shown: absent fields are null. */
export type ContactPersonView = { id: string } & Shown<ContactPersonFields>;

/** A contact (GET v1/contacts/{id}, list items, the `contacts/contactChanged` push). */
export type ContactView = { id: string } & Shown<ContactFields> & {
    /** `/api/v1/files/{id}` of the logo, or null. */
    logo: string | null;
    persons: ContactPersonView[];
    created_at: string;
    updated_at: string;
    version: number;
  };

/** What `contacts/contactChanged` carries when a contact was deleted. */
export interface DeletedContactView {
  id: string;
  version: number;
  deleted: true;
}

export type ContactListView = ListPage<ContactView>;
export type ContactPersonListView = ListPage<ContactPersonView>;

/** GET v1/contacts/attributes/number/{number}: is the number taken, and by which contact. */
export interface ContactNumberView {
  number: string;
  taken: boolean;
  contact_id: string | null;
}

/** GET v1/contacts/{id}/tasks and /protocols: the list envelope the tasks and protocols apps will fill. */
export type ContactLinkedItemsView = ListPage<{ id: string }>;

/** GET v1/account_manager/contact_form (and the `contacts/contactFormChanged` push). */
export interface ContactFormView {
  id: string;
  elements: FormElement[];
  /** 0 while no manager has saved a schema. */
  version: number;
  updated_at: string | null;
}

/**
 * What a portal user sees of their own contact (GET v1/contacts/{id} with the contact
 * role): the company's public face, no internal fields (type, uid, account managers,
 * custom details, persons' private data).
 */
export type PortalContactView = Pick<ContactView, 'id' | 'name' | 'number' | 'address' | 'homepage' | 'logo' | 'version'> & {
  persons: Array<Pick<ContactPersonView, 'id' | 'name' | 'salutation' | 'role' | 'email' | 'phone' | 'mobile'>>;
};

export function portalContactView(view: ContactView): PortalContactView {
  const { id, name, number, address, homepage, logo, version } = view;
  return {
    id,
    name,
    number,
    address,
    homepage,
    logo,
    version,
    persons: view.persons.map(({ id: personId, name: personName, salutation, role, email, phone, mobile }) => ({
      id: personId,
      name: personName,
      salutation,
      role,
      email,
      phone,
      mobile,
    })),
  };
}
