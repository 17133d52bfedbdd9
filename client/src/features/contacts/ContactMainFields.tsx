import { Grid, MenuItem, TextField } from '@mui/material';
import type { ContactTypeView, MemberView } from '@kollab/contracts';
import { DateField } from '../../components/DateField';
import { ContactTextField, type ContactSectionProps } from './ContactTextField';
import { MemberPicker } from './MemberPicker';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

interface ContactMainFieldsProps extends ContactSectionProps {
  types: readonly ContactTypeView[];
  managers: readonly MemberView[];
  numberChecking: boolean;
}

/** The contact's own fields: name, number (checked live), type, UID, homepage, contact since and its managers. */
export function ContactMainFields({ types, managers, numberChecking, ...section }: ContactMainFieldsProps) {
  const { t } = useCatalog('contacts', contactsCatalog);
  const { values, messages, set } = section;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <ContactTextField field="name" required {...section} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <ContactTextField field="number" required helper={numberChecking ? t('form.numberChecking') : undefined} {...section} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          name="type"
          label={t('fields.type')}
          value={values.type}
          required
          error={!!messages.type}
          helperText={messages.type}
          onChange={(event) => set('type', event.target.value)}
          fullWidth
        >
          {types.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.title}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ContactTextField field="uid" required {...section} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <ContactTextField field="homepage" type="url" helper={t('form.homepageHint')} {...section} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DateField
          name="contact_since"
          label={t('fields.contact_since')}
          value={values.contact_since}
          error={!!messages.contact_since}
          helperText={messages.contact_since}
          onChange={(date) => set('contact_since', date)}
          fullWidth
        />
      </Grid>
      {(['account_manager', 'key_account_manager'] as const).map((field) => (
        <Grid key={field} size={{ xs: 12, sm: 6 }}>
          <MemberPicker
            name={field}
            label={t(`fields.${field}`)}
            value={values[field]}
            members={managers}
            message={messages[field]}
            onChange={(id) => set(field, id)}
          />
        </Grid>
      ))}
    </Grid>
  );
}
