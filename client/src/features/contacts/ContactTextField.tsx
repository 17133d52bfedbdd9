import { TextField } from '@mui/material';
import type { FieldMessages } from '../../lib/validation';
import type { ContactFormValues } from './contact-form-values';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

/** A field of the contact form other than the custom details. */
export type PlainField = Exclude<keyof ContactFormValues, 'details'>;

/** What a section of the contact form gets: the values, the messages beside the fields, and the change of one field. */
export interface ContactSectionProps {
  values: ContactFormValues;
  messages: FieldMessages;
  set(field: PlainField, value: string): void;
}

interface ContactTextFieldProps extends ContactSectionProps {
  field: PlainField;
  required?: boolean;
  type?: string;
  helper?: string;
}

/** A text input of the contact form, labelled by its field, with its message (or else its hint) below. */
export function ContactTextField({ field, values, messages, set, required, type, helper }: ContactTextFieldProps) {
  const { t } = useCatalog('contacts', contactsCatalog);
  return (
    <TextField
      name={field}
      label={t(`fields.${field}`)}
      value={values[field]}
      type={type ?? 'text'}
      required={required}
      error={!!messages[field]}
      helperText={messages[field] ?? helper}
      onChange={(event) => set(field, event.target.value)}
      fullWidth
    />
  );
}
