import { useMemo } from 'react';
import { Autocomplete, Grid, TextField, Typography } from '@mui/material';
import type { CountryView, Locale } from '@kollab/contracts';
import { ContactTextField, type ContactSectionProps } from './ContactTextField';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

interface ContactAddressFieldsProps extends ContactSectionProps {
  countries: readonly CountryView[];
  countriesLoading: boolean;
  locale: Locale;
}

/** The address section of the contact form: street, zip, city and the country. */
export function ContactAddressFields({ countries, countriesLoading, locale, ...section }: ContactAddressFieldsProps) {
  const { t } = useCatalog('contacts', contactsCatalog);
  const { values, messages, set } = section;
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {t('sections.address')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={12}>
          <ContactTextField field="street" required {...section} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <ContactTextField field="zip" required {...section} />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <ContactTextField field="city" required {...section} />
        </Grid>
        <Grid size={12}>
          <CountryPicker
            value={values.country}
            countries={countries}
            loading={countriesLoading}
            locale={locale}
            message={messages.country}
            onChange={(code) => set('country', code)}
          />
        </Grid>
      </Grid>
    </>
  );
}

interface CountryPickerProps {
  value: string;
  countries: readonly CountryView[];
  loading: boolean;
  locale: Locale;
  message?: string;
  onChange(code: string): void;
}

/** The countries by their names in the UI language, in that language's order. */
function CountryPicker({ value, countries, loading, locale, message, onChange }: CountryPickerProps) {
  const { t } = useCatalog('contacts', contactsCatalog);
  const options = useMemo(() => [...countries].sort((a, b) => a.names[locale].localeCompare(b.names[locale], locale)), [countries, locale]);
  const selected = options.find((country) => country.code === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      loading={loading}
      getOptionLabel={(country) => country.names[locale]}
      isOptionEqualToValue={(option, picked) => option.code === picked.code}
      onChange={(_event, country) => onChange(country?.code ?? '')}
      renderInput={(params) => <TextField {...params} name="country" label={t('fields.country')} required error={!!message} helperText={message} />}
    />
  );
}
