import { MenuItem, TextField } from '@mui/material';
import type { MemberView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

export interface MemberPickerProps {
  name: string;
  label: string;
  value: string;
  members: readonly MemberView[];
  message?: string;
  onChange(id: string): void;
}

/** An account manager picker: the account's active staff; a manager chosen before who left stays shown until changed. */
export function MemberPicker({ name, label, value, members, message, onChange }: MemberPickerProps) {
  const { t } = useCatalog('contacts', contactsCatalog);
  const known = value === '' || members.some((member) => member.id === value);
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value}
      error={!!message}
      helperText={message}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
    >
      <MenuItem value="">{t('form.none')}</MenuItem>
      {!known && <MenuItem value={value}>{t('form.formerMember')}</MenuItem>}
      {members.map((member) => (
        <MenuItem key={member.id} value={member.id}>
          {member.full_name || member.username}
        </MenuItem>
      ))}
    </TextField>
  );
}
