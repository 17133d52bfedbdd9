import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, MenuItem, TextField } from '@mui/material';
import { errorMessage, GENDERS, localeFrom, type ContactPersonView, type ContactPersonInput, type MemberView } from '@kollab/contracts';
import { serverFieldMessages, type FieldMessages } from '../../lib/validation';
import type { EditorForm } from './contacts.slice';
import { MemberPicker } from './MemberPicker';
import { personBody, personFormValues, personMessages, type PersonFormValues } from './contact-form-values';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

export interface PersonDialogProps {
  open: boolean;
  /** The person edited, or null for a new one. */
  person: ContactPersonView | null;
  form: EditorForm;
  managers: readonly MemberView[];
  /** The contact's version when the dialog opened: the person's change is based on it (If-Match). */
  version: number;
  onSubmit(body: Partial<ContactPersonInput>, version: number): void;
  onReload(): void;
  onClose(): void;
}

type Field = keyof PersonFormValues;
const TEXT_FIELDS: ReadonlyArray<{ field: Field; type?: string; size: number }> = [
  { field: 'salutation', size: 4 },
  { field: 'name', size: 8 },
  { field: 'email', type: 'email', size: 6 },
  { field: 'role', size: 6 },
  { field: 'phone', type: 'tel', size: 6 },
  { field: 'mobile', type: 'tel', size: 6 },
];

/** Add or edit a contact person (seed §3): the contracts' rules, the server's field errors beside their fields. */
export function PersonDialog({ open, person, form, managers, version, onSubmit, onReload, onClose }: PersonDialogProps) {
  const { t, i18n } = useCatalog('contacts', contactsCatalog);
  const locale = localeFrom(i18n.language);
  const [values, setValues] = useState<PersonFormValues>(() => personFormValues(person));
  const [baseVersion] = useState(version);
  const [local, setLocal] = useState<FieldMessages>({});
  const [server, setServer] = useState<FieldMessages>({});
  useEffect(() => setServer(serverFieldMessages(form.fieldErrors)), [form.fieldErrors]);
  const messages = { ...server, ...local };

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServer(({ [field]: _gone, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = personBody(values);
    const found = personMessages(body, locale);
    setLocal(found);
    if (Object.keys(found).length === 0) onSubmit(body, baseVersion);
  };
  const input = (field: Field, type = 'text') => (
    <TextField
      name={field}
      label={t(`personFields.${field}`)}
      type={type}
      value={values[field]}
      required={field === 'name'}
      error={!!messages[field]}
      helperText={messages[field]}
      onChange={(event) => set(field, event.target.value)}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      fullWidth
    />
  );
  const otherError = form.status === 'failed' && form.error && form.error !== 'request.validation_failed';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="person-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="person-dialog-title">{person ? t('persons.editTitle') : t('persons.addTitle')}</DialogTitle>
        <DialogContent dividers>
          {form.status === 'conflict' && (
            <Alert
              severity="warning"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={onReload}>
                  {t('conflict.reload')}
                </Button>
              }
            >
              {t('conflict.text')}
            </Alert>
          )}
          {otherError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(form.error!, locale)}
            </Alert>
          )}
          <Grid container spacing={2}>
            {TEXT_FIELDS.map(({ field, type, size }) => (
              <Grid key={field} size={{ xs: 12, sm: size }}>
                {input(field, type)}
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                name="gender"
                label={t('personFields.gender')}
                value={values.gender}
                error={!!messages.gender}
                helperText={messages.gender}
                onChange={(event) => set('gender', event.target.value)}
                fullWidth
              >
                <MenuItem value="">{t('form.none')}</MenuItem>
                {GENDERS.map((gender) => (
                  <MenuItem key={gender} value={gender}>
                    {t(`genders.${gender}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{input('date_of_birth', 'date')}</Grid>
            <Grid size={12}>
              <MemberPicker
                name="account_manager"
                label={t('personFields.account_manager')}
                value={values.account_manager}
                members={managers}
                message={messages.account_manager}
                onChange={(id) => set('account_manager', id)}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.status === 'submitting' || form.status === 'conflict'}>
            {person ? t('persons.save') : t('persons.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
