import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { CreateMemberInput, errorMessage, InviteMemberInput, localeFrom, type ErrorCode, type Locale } from '@kollab/contracts';
import { FormTextField, useContractForm } from '../../lib/forms';
import { ruleText, type FieldMessages } from '../../lib/validation';
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

/** What is sent: trimmed values, an empty optional one left out; a temporary password only when creating. */
function toInput(mode: NewMemberMode, values: Values, locale: Locale): CreateMemberInput {
  const trimmed = (value: string) => value.trim() || undefined;
  return {
    email: values.email.trim(),
    first_name: trimmed(values.first_name),
    last_name: trimmed(values.last_name),
    locale,
    username: trimmed(values.username),
    ...(mode === 'create' ? { temporary_password: values.temporary_password || undefined } : {}),
  };
}

/** Create (username, e-mail, names, temporary password) or invite (e-mail, names) a member; validated with the contracts' DTOs. */
export function NewMemberDialog({ mode, status, error, fieldErrors, onSubmit, onClose }: NewMemberDialogProps) {
  const { t, i18n } = useCatalog('members', membersCatalog);
  const locale = localeFrom(i18n.language);
  const kind = mode ?? 'invite';
  const form = useContractForm<Values, CreateMemberInput>(kind === 'create' ? CreateMemberInput : InviteMemberInput, EMPTY, {
    toInput: (values) => toInput(kind, values, locale),
    check: (values, language) => missing(kind, values, language),
    serverErrors: fieldErrors,
  });
  const open = mode !== null;
  const fields = mode ? FIELDS[mode] : [];
  const submit = form.handleSubmit((input) => onSubmit(kind === 'create' ? { mode: 'create', input } : { mode: 'invite', input }));

  const close = () => {
    form.reset();
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
              <FormTextField
                key={field}
                control={form.control}
                name={field}
                label={t(`fields.${field}`)}
                type={field === 'temporary_password' ? 'password' : field === 'email' ? 'email' : 'text'}
                autoComplete={field === 'temporary_password' ? 'new-password' : 'off'}
                hint={
                  field === 'temporary_password'
                    ? t('fields.temporaryPasswordHint')
                    : mode === 'invite' && field !== 'email'
                      ? t('fields.newUserHint')
                      : undefined
                }
                required={(REQUIRED[kind] as readonly string[]).includes(field)}
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
