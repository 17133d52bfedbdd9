import { ValidateBy } from 'class-validator';

/** Seed §5 says "not too old or too young" without limits; we take 14 to 120 years. */
export const MIN_AGE_YEARS = 14;
export const MAX_AGE_YEARS = 120;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Full years between a YYYY-MM-DD date and `today`; undefined when the text is not a real date. */
export function ageOn(dateOfBirth: string, today: Date): number | undefined {
  const match = ISO_DATE.exec(dateOfBirth);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A date of birth as YYYY-MM-DD, for an age of 14 to 120 years today. */
export const DateOfBirth = (): PropertyDecorator =>
  ValidateBy({
    name: 'dateOfBirth',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string') return false;
        const age = ageOn(value, new Date());
        return age !== undefined && age >= MIN_AGE_YEARS && age <= MAX_AGE_YEARS;
      },
      defaultMessage: (args) =>
        typeof args?.value === 'string' && ageOn(args.value, new Date()) !== undefined
          ? `validation.date_of_birth_range?min=${MIN_AGE_YEARS}&max=${MAX_AGE_YEARS}`
          : 'validation.date',
    },
  });
