import { Box, Button, MenuItem, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { GENDERS, UpdateProfileInput, USER_LOCALES, type Gender, type Locale, type UserLocale, type UserView } from '@kollab/contracts';
import { FormTextField, useContractForm } from '../../lib/forms';
import { ruleText, type FieldMessages } from '../../lib/validation';
import { fromDisplayDate, toDisplayDate } from './date-of-birth';
import type { SaveState } from './profile.slice';
import { ProfileSection, SaveAlert, serverErrors } from './ProfileSection';

export interface DetailsFormProps {
  user: UserView;
  save: SaveState;
  onSave(input: UpdateProfileInput): void;
}

interface DetailValues {
  /** Shown read-only (a 422 on it lands there). */
  username: string;
  first_name: string;
  last_name: string;
  gender: Gender | '';
  /** DD.MM.YYYY as typed. */
  date_of_birth: string;
  locale: UserLocale;
}

const DETAIL_FIELDS = ['first_name', 'last_name', 'gender', 'date_of_birth', 'locale', 'username'] as const;

/** What is sent: trimmed names, the date as YYYY-MM-DD; an empty gender or date is left out. */
function toInput(values: DetailValues): UpdateProfileInput {
  const isoDate = values.date_of_birth.trim() ? fromDisplayDate(values.date_of_birth) : null;
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    locale: values.locale,
    ...(values.gender ? { gender: values.gender } : {}),
    ...(isoDate ? { date_of_birth: isoDate } : {}),
  };
}

/** A date that is no date (31.02.1990) never reaches the contract's rule. */
const check = (values: DetailValues, locale: Locale): FieldMessages =>
  values.date_of_birth.trim() && !fromDisplayDate(values.date_of_birth) ? { date_of_birth: ruleText('validation.date', locale) } : {};

/** Names, gender, date of birth (DD.MM.YYYY) and locale; the username is shown, not changed. The page remounts it per saved version. */
export function DetailsForm({ user, save, onSave }: DetailsFormProps) {
  const { t } = useTranslation('profile');
  const { control, handleSubmit } = useContractForm<DetailValues, UpdateProfileInput>(
    UpdateProfileInput,
    {
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      gender: user.gender ?? '',
      date_of_birth: toDisplayDate(user.date_of_birth),
      locale: user.locale,
    },
    { toInput, check, serverErrors: serverErrors(save) },
  );
  const field = { control, fullWidth: true, margin: 'dense' } as const;
  const row = { direction: { xs: 'column', sm: 'row' }, spacing: { xs: 0, sm: 2 } } as const;
  return (
    <ProfileSection id="profile-details" title={t('details.title')}>
      <Box component="form" onSubmit={handleSubmit((input) => onSave(input))} noValidate aria-labelledby="profile-details-title">
        <SaveAlert save={save} fields={DETAIL_FIELDS} />
        <FormTextField
          {...field}
          name="username"
          label={t('details.username')}
          hint={t('details.usernameHint')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Stack {...row}>
          <FormTextField {...field} name="first_name" label={t('details.firstName')} autoComplete="given-name" required />
          <FormTextField {...field} name="last_name" label={t('details.lastName')} autoComplete="family-name" required />
        </Stack>
        <Stack {...row}>
          <FormTextField {...field} select name="gender" label={t('details.gender')}>
            {GENDERS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`details.genders.${value}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            {...field}
            name="date_of_birth"
            label={t('details.dateOfBirth')}
            autoComplete="bday"
            placeholder={t('details.datePlaceholder')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
        <FormTextField {...field} select name="locale" label={t('details.locale')} hint={t('details.localeHint')}>
          {USER_LOCALES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`details.locales.${value}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={save.status === 'saving'}>
          {t('details.submit')}
        </Button>
      </Box>
    </ProfileSection>
  );
}
