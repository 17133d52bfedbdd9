import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { CreateMemberInput, errorMessage, InviteMemberInput, localeFrom, type ErrorCode, type Locale } from '@kollab/contracts';
import { ruleText, serverFieldMessages, validateWith, type FieldMessages } from '../../lib/validation';
import { SLOT_CODES, type FormStatus, type NewMemberMode } from './members.slice';
import { useCatalog } from '../../lib/i18n-catalog';
import { membersCatalog } from './members.catalog';

export interface NewMemberDialogProps {
  mode: NewMemberMode | null;
  status: FormStatus;
  error: ErrorCode | null;
  fieldErrors: Record<string, string[]> | null;
  onSubmit(request: { mode: 'create'; input: CreateMemberInput } | { mode: 'invite'; input: InviteMemberInput }): void;
  onClose(): void;
}

const FIELDS = {
  create: ['username', 'email', 'first_name', 'last_name', 'temporary_password'],
  // a new user needs username and names (the server's 422 otherwise); an existing one is added as they are
  invite: ['email', 'username', 'first_name', 'last_name'],
} as const;

/**
 * What the form asks for: a created member is a new user (username and names, the server's
 * 422 otherwise); an invited one may exist already (then only the e-mail counts). The
 * temporary password is optional (without it, the new user gets an activation link).
 */
const REQUIRED = {
  create: ['username', 'email', 'first_name', 'last_name'],
  invite: ['email'],
} as const;

type Field = (typeof FIELDS)['create'][number];
type Values = Record<Field, string>;

/** Every required field left empty, as "required" (the contracts' rules check the rest). */
function missing(mode: NewMemberMode, values: Values, locale: Locale): FieldMessages {
  const messages: FieldMessages = {};
  for (const field of REQUIRED[mode]) if (!values[field].trim()) messages[field] = ruleText('validation.required', locale);
  return messages;
}
const EMPTY: Values = { username: '', email: '', first_name: '', last_name: '', temporary_password: '' };

/** Create (username, e-mail, names, temporary password) or invite (e-mail, names) a member; validated with the contracts' DTOs. */
export function NewMemberDialog({ mode, status, error, fieldErrors, onSubmit, onClose }: NewMemberDialogProps) {
  const { t, i18n } = useCatalog('members', membersCatalog);
  const locale = localeFrom(i18n.language);
  const [values, setValues] = useState<Values>(EMPTY);
  const [local, setLocal] = useState<FieldMessages>({});
  const open = mode !== null;
  const fields = mode ? FIELDS[mode] : [];
  const messages: FieldMessages = { ...serverFieldMessages(fieldErrors), ...local };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mode) return;
    const trimmed = (value: string) => value.trim() || undefined;
    const base = { email: values.email.trim(), first_name: trimmed(values.first_name), last_name: trimmed(values.last_name), locale };
    if (mode === 'create') {
      const input = { ...base, username: trimmed(values.username), temporary_password: values.temporary_password || undefined };
      const found = { ...validateWith(CreateMemberInput, input, locale), ...missing(mode, values, locale) };
      setLocal(found);
      if (Object.keys(found).length === 0) onSubmit({ mode, input: input as CreateMemberInput });
    } else {
      const input = { ...base, username: trimmed(values.username) };
      const found = { ...validateWith(InviteMemberInput, input, locale), ...missing(mode, values, locale) };
      setLocal(found);
      if (Object.keys(found).length === 0) onSubmit({ mode, input: input as InviteMemberInput });
    }
  };

  const close = () => {
    setValues(EMPTY);
    setLocal({});
    onClose();
  };

  const showError = error && !SLOT_CODES.includes(error) && error !== 'request.validation_failed';
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="new-member-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="new-member-title">{mode === 'invite' ? t('invite.title') : t('create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {showError && <Alert severity="error">{errorMessage(error, locale)}</Alert>}
            {fields.map((field, index) => (
              <TextField
                key={field}
                name={field}
                label={t(`fields.${field}`)}
                type={field === 'temporary_password' ? 'password' : field === 'email' ? 'email' : 'text'}
                autoComplete={field === 'temporary_password' ? 'new-password' : 'off'}
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                error={!!messages[field]}
                helperText={
                  messages[field] ??
                  (field === 'temporary_password'
                    ? t('fields.temporaryPasswordHint')
                    : mode === 'invite' && field !== 'email'
                      ? t('fields.newUserHint')
                      : undefined)
                }
                required={(REQUIRED[mode ?? 'invite'] as readonly string[]).includes(field)}
                autoFocus={index === 0}
                fullWidth
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={status === 'submitting'}>
            {mode === 'invite' ? t('invite.submit') : t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
