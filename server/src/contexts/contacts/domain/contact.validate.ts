import {
  ageOn,
  checkDetails,
  CONTACT_TEXT_MAX,
  detailUserIds,
  GENDERS,
  isCountryCode,
  isEmailAddress,
  isHttpUrl,
  isVatId,
  isYmdDate,
  isZip,
  keptDetails,
  MAX_AGE_YEARS,
  MIN_AGE_YEARS,
  normalizeVatId,
  type ContactFields,
  type ContactPersonFields,
  type FieldError,
  type FormErrors,
  type Gender,
} from '@kollab/contracts';
import type { ContactDraft, ContactFacts, PersonDraft, PersonFacts } from './contact.commands';

/** Collects field errors while reading a draft. */
class Checked {
  readonly errors: FormErrors = {};

  fail(field: string, error: FieldError): void {
    (this.errors[field] ??= []).push(error);
  }

  /** Trimmed text; undefined when blank. `required` and the 255 limit reported on `field`. */
  text(field: string, value: unknown, required: boolean): string | undefined {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (required) this.fail(field, { key: 'validation.required' });
      return undefined;
    }
    if (typeof value !== 'string') {
      this.fail(field, { key: 'validation.string' });
      return undefined;
    }
    const text = value.trim();
    if (text.length > CONTACT_TEXT_MAX) this.fail(field, { key: 'validation.max_length', params: { max: CONTACT_TEXT_MAX } });
    return text;
  }

  /** An optional text that must also pass `valid` (message `key`). */
  shaped(field: string, value: unknown, required: boolean, valid: (text: string) => boolean, key: string): string | undefined {
    const text = this.text(field, value, required);
    if (text !== undefined && !valid(text)) this.fail(field, { key });
    return text;
  }

  /** A member id: kept when unchanged, else it must be an active member's. */
  member(field: string, value: unknown, previous: string | undefined, active: readonly string[]): string | undefined {
    const id = this.text(field, value, false);
    if (id !== undefined && id !== previous && !active.includes(id)) this.fail(field, { key: 'contacts.member_not_active' });
    return id;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

/** Drops the optional fields that are undefined (events carry no empty fields). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * A contact draft against the rules of seed §5 and the account's facts: the normalised
 * fields, or every field error. `previous` (an update) lets unchanged member ids and an
 * unchanged type stand even if that member left or the catalogue cannot say.
 */
export function checkContact(draft: ContactDraft, facts: ContactFacts, previous?: ContactFields): { fields: ContactFields; errors: FormErrors } {
  const check = new Checked();
  const name = check.text('name', draft.name, true);
  const number = check.text('number', draft.number, true);
  const type = check.text('type', draft.type, true);
  if (type !== undefined && type !== previous?.type && !facts.typeKnown) check.fail('type', { key: 'validation.one_of' });

  const rawAddress: Partial<Record<keyof ContactFields['address'], unknown>> =
    typeof draft.address === 'object' && draft.address !== null ? draft.address : {};
  if (typeof draft.address !== 'object' || draft.address === null) check.fail('address', { key: 'validation.required' });
  const address = {
    street: check.text('address.street', rawAddress.street, true),
    zip: check.shaped('address.zip', rawAddress.zip, true, isZip, 'contacts.zip_invalid'),
    city: check.text('address.city', rawAddress.city, true),
    country: check.shaped('address.country', rawAddress.country, true, isCountryCode, 'validation.one_of'),
  };
  const homepage = check.shaped('homepage', draft.homepage, false, isHttpUrl, 'validation.url');
  const uid = check.shaped('uid', draft.uid, true, isVatId, 'contacts.uid_invalid');
  const contactSince = check.shaped('contact_since', draft.contact_since, false, isYmdDate, 'validation.date');
  const accountManager = check.member('account_manager', draft.account_manager, previous?.account_manager, facts.activeMemberIds);
  const keyAccountManager = check.member('key_account_manager', draft.key_account_manager, previous?.key_account_manager, facts.activeMemberIds);

  const rawDetails = typeof draft.details === 'object' && draft.details !== null && !Array.isArray(draft.details) ? draft.details : {};
  if (draft.details !== undefined && rawDetails !== draft.details) check.fail('details', { key: 'validation.invalid' });
  const detailErrors = checkDetails(facts.form, rawDetails);
  Object.entries(detailErrors).forEach(([field, errors]) => errors.forEach((error) => check.fail(field, error)));
  const previousUsers = previous ? detailUserIds(facts.form, previous.details) : [];
  for (const element of facts.form.filter((e) => e.type === 'user')) {
    const id = rawDetails[element.key];
    if (typeof id === 'string' && id.trim() !== '' && !previousUsers.includes(id) && !facts.activeMemberIds.includes(id)) {
      check.fail(`details.${element.key}`, { key: 'contacts.member_not_active' });
    }
  }

  const fields = defined({
    name: name ?? '',
    number: number ?? '',
    type: type ?? '',
    address: { street: address.street ?? '', zip: address.zip ?? '', city: address.city ?? '', country: address.country ?? '' },
    homepage,
    uid: uid === undefined ? '' : normalizeVatId(uid),
    contact_since: contactSince,
    account_manager: accountManager,
    key_account_manager: keyAccountManager,
    details: check.ok ? keptDetails(facts.form, rawDetails) : {},
  });
  return { fields, errors: check.errors };
}

/** A person draft: the normalised fields or every field error. */
export function checkPerson(
  draft: PersonDraft,
  facts: PersonFacts,
  previous?: ContactPersonFields,
): { fields: ContactPersonFields; errors: FormErrors } {
  const check = new Checked();
  const gender = check.shaped('gender', draft.gender, false, (g) => (GENDERS as readonly string[]).includes(g), 'validation.one_of');
  const dateOfBirth = check.text('date_of_birth', draft.date_of_birth, false);
  if (dateOfBirth !== undefined) {
    const age = ageOn(dateOfBirth, facts.today);
    if (age === undefined) check.fail('date_of_birth', { key: 'validation.date' });
    else if (age < MIN_AGE_YEARS || age > MAX_AGE_YEARS) {
      check.fail('date_of_birth', { key: 'validation.date_of_birth_range', params: { min: MIN_AGE_YEARS, max: MAX_AGE_YEARS } });
    }
  }
  const fields = defined({
    name: check.text('name', draft.name, true) ?? '',
    salutation: check.text('salutation', draft.salutation, false),
    gender: gender as Gender | undefined,
    date_of_birth: dateOfBirth,
    email: check.shaped('email', draft.email, false, isEmailAddress, 'validation.email'),
    phone: check.text('phone', draft.phone, false),
    mobile: check.text('mobile', draft.mobile, false),
    role: check.text('role', draft.role, false),
    account_manager: check.member('account_manager', draft.account_manager, previous?.account_manager, facts.activeMemberIds),
  });
  return { fields, errors: check.errors };
}
