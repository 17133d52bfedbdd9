import { MaxLen, OneOf, Required, Text, WhenPresent } from '../validation/rules';
import { DateOfBirth } from './date-of-birth.rules';
import { GENDERS, USER_LOCALES, type Gender, type UserLocale } from './user.view';

export const NAME_MAX_LENGTH = 100;

/** PATCH v1/users/{id}: only the fields sent change; none can be cleared (seed §5: all required). */
export class UpdateProfileInput {
  @WhenPresent()
  @Required()
  @Text()
  @MaxLen(NAME_MAX_LENGTH)
  first_name?: string;

  @WhenPresent()
  @Required()
  @Text()
  @MaxLen(NAME_MAX_LENGTH)
  last_name?: string;

  @WhenPresent()
  @Required()
  @OneOf(GENDERS)
  gender?: Gender;

  /** YYYY-MM-DD, an age of 14 to 120 years. */
  @WhenPresent()
  @Required()
  @DateOfBirth()
  date_of_birth?: string;

  @WhenPresent()
  @Required()
  @OneOf(USER_LOCALES)
  locale?: UserLocale;

  /** Cannot be changed: sending another value is a 422 on this field (the same value is fine). */
  @WhenPresent()
  @Text()
  username?: string;
}
