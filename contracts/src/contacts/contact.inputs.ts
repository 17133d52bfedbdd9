import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { DateOfBirth } from '../identity/date-of-birth.rules';
import { GENDERS, type Gender } from '../identity/user.view';
import { Email, MaxLen, OneOf, Optional, Required, Text, Url } from '../validation/rules';
import { CONTACT_TEXT_MAX, CountryCode, NotBlank, VatId, YmdDate, Zip } from './contact.rules';

/** Member ids (account_manager, key_account_manager): users of the account, checked on the server. */
const MEMBER_ID_MAX = 64;

export class ContactAddressInput {
  @Required()
  @Text()
  @NotBlank()
  @MaxLen(CONTACT_TEXT_MAX)
  street!: string;

  /** 3 to 10 digits. */
  @Required()
  @Text()
  @Zip()
  zip!: string;

  @Required()
  @Text()
  @NotBlank()
  @MaxLen(CONTACT_TEXT_MAX)
  city!: string;

  /** ISO 3166-1 alpha-2, upper case (GET v1/static_content/countries). */
  @Required()
  @CountryCode()
  country!: string;
}

/**
 * POST v1/contacts and PUT v1/contacts/{id} (seed §3, §5). PUT replaces the contact's
 * fields: an optional field left out (or sent empty) is cleared. Logo and persons have
 * their own routes. Send it through `contactSaveBody` first (empties stripped, number as
 * text); the server does the same before these rules run.
 */
export class ContactInput {
  @Required()
  @Text()
  @NotBlank()
  @MaxLen(CONTACT_TEXT_MAX)
  name!: string;

  /** Unique in the account (case and surrounding spaces ignored). */
  @Required()
  @Text()
  @NotBlank()
  @MaxLen(CONTACT_TEXT_MAX)
  number!: string;

  /** The id of one of the account's contact types. */
  @Required()
  @Text()
  @MaxLen(CONTACT_TEXT_MAX)
  type!: string;

  @Required()
  @IsObject({ message: 'validation.invalid' })
  @ValidateNested()
  @Type(() => ContactAddressInput)
  address!: ContactAddressInput;

  /** An absolute http(s) address. */
  @Optional()
  @Text()
  @MaxLen(CONTACT_TEXT_MAX)
  @Url()
  homepage?: string;

  /** The VAT id: 4 to 15 letters or digits once spaces are removed; stored without spaces, upper case. */
  @Required()
  @Text()
  @VatId()
  uid!: string;

  /** YYYY-MM-DD. */
  @Optional()
  @YmdDate()
  contact_since?: string;

  /** An active member (user id) of the account. */
  @Optional()
  @Text()
  @MaxLen(MEMBER_ID_MAX)
  account_manager?: string;

  @Optional()
  @Text()
  @MaxLen(MEMBER_ID_MAX)
  key_account_manager?: string;

  /** Values of the account's contact form, by element key (checked against the current schema). */
  @Optional()
  @IsObject({ message: 'validation.invalid' })
  details?: Record<string, unknown>;
}

/** POST v1/contacts/{id}/persons and PUT …/persons/{personId} (PUT replaces the person's fields). */
export class ContactPersonInput {
  @Required()
  @Text()
  @NotBlank()
  @MaxLen(CONTACT_TEXT_MAX)
  name!: string;

  @Optional()
  @Text()
  @MaxLen(CONTACT_TEXT_MAX)
  salutation?: string;

  @Optional()
  @OneOf(GENDERS)
  gender?: Gender;

  /** YYYY-MM-DD, an age of 14 to 120 years. */
  @Optional()
  @DateOfBirth()
  date_of_birth?: string;

  @Optional()
  @Text()
  @MaxLen(CONTACT_TEXT_MAX)
  @Email()
  email?: string;

  @Optional()
  @Text()
  @MaxLen(CONTACT_TEXT_MAX)
  phone?: string;

  @Optional()
  @Text()
  @MaxLen(CONTACT_TEXT_MAX)
  mobile?: string;

  /** The person's role at the contact (free text, e.g. "Einkauf"). */
  @Optional()
  @Text()
  @MaxLen(CONTACT_TEXT_MAX)
  role?: string;

  /** An active member (user id) of the account. */
  @Optional()
  @Text()
  @MaxLen(MEMBER_ID_MAX)
  account_manager?: string;
}
