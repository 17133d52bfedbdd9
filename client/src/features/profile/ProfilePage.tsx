import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Alert, Avatar, Box, Button, CircularProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  ChangePasswordInput,
  ConfirmEmailChangeInput,
  errorMessage,
  GENDERS,
  localeFrom,
  RequestEmailChangeInput,
  UpdateProfileInput,
  USER_LOCALES,
  type Gender,
  type UserLocale,
  type UserView,
} from '@kollab/contracts';
import { ruleText, serverFieldMessages, validateWith, type FieldMessages } from '../../lib/validation';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from './profile.api';
import type { ProfileState, SaveState } from './profile.slice';
import { fromDisplayDate, toDisplayDate } from './date-of-birth';

export interface ProfilePageProps {
  profile: ProfileState;
  onSaveDetails(input: UpdateProfileInput): void;
  onRequestEmailChange(email: string): void;
  onConfirmEmailChange(code: string): void;
  onChangePassword(input: ChangePasswordInput): void;
  onUploadAvatar(file: File): void;
  onRemoveAvatar(): void;
}

/** /profile: the own user; every save answers with a toast (notifications). */
export function ProfilePage({ profile, ...handlers }: ProfilePageProps) {
  const { t, i18n } = useTranslation('profile');
  if (profile.status === 'failed') {
    return <Alert severity="error">{errorMessage(profile.error ?? 'server.internal', localeFrom(i18n.language))}</Alert>;
  }
  const user = profile.user;
  if (!user) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <AvatarSection
        user={user}
        avatarUrl={profile.avatarUrl}
        save={profile.save.avatar}
        onUpload={handlers.onUploadAvatar}
        onRemove={handlers.onRemoveAvatar}
      />
      <DetailsForm key={`details-${user.version}`} user={user} save={profile.save.details} onSave={handlers.onSaveDetails} />
      <EmailForm user={user} save={profile.save.email} onRequest={handlers.onRequestEmailChange} onConfirm={handlers.onConfirmEmailChange} />
      <PasswordForm save={profile.save.password} onSave={handlers.onChangePassword} />
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The API's code as text, unless a 422's field errors already say it all on the fields. */
function SaveAlert({ save, fields }: { save: SaveState; fields: readonly string[] }) {
  const { i18n } = useTranslation('profile');
  if (save.status !== 'failed' || !save.error) return null;
  const onFields = Object.keys(save.fieldErrors).length > 0 && Object.keys(save.fieldErrors).every((field) => fields.includes(field));
  if (save.error === 'request.validation_failed' && onFields) return null;
  return (
    <Alert severity="error" sx={{ mb: 1 }}>
      {errorMessage(save.error, localeFrom(i18n.language))}
    </Alert>
  );
}

const serverMessages = (save: SaveState): FieldMessages => (save.status === 'failed' ? serverFieldMessages(save.fieldErrors) : {});

function AvatarSection({
  user,
  avatarUrl,
  save,
  onUpload,
  onRemove,
}: {
  user: UserView;
  avatarUrl: string | null;
  save: SaveState;
  onUpload(file: File): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setProblem(t('avatar.wrongType'));
    if (file.size > AVATAR_MAX_BYTES) return setProblem(t('avatar.tooLarge'));
    setProblem(null);
    onUpload(file);
  };
  return (
    <Section id="profile-avatar" title={t('avatar.title')}>
      <SaveAlert save={save} fields={[]} />
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={avatarUrl ?? undefined} alt={t('avatar.alt', { name: user.full_name })} sx={{ width: 72, height: 72 }}>
          {(user.first_name[0] ?? '') + (user.last_name[0] ?? '')}
        </Avatar>
        <input ref={input} type="file" accept={AVATAR_TYPES.join(',')} hidden onChange={pick} data-testid="avatar-input" />
        <Button variant="outlined" onClick={() => input.current?.click()} loading={save.status === 'saving'}>
          {t('avatar.upload')}
        </Button>
        {user.avatar_url && (
          <Button color="error" onClick={onRemove} disabled={save.status === 'saving'}>
            {t('avatar.remove')}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('avatar.hint')}
      </Typography>
    </Section>
  );
}

const DETAIL_FIELDS = ['first_name', 'last_name', 'gender', 'date_of_birth', 'locale', 'username'] as const;

function DetailsForm({ user, save, onSave }: { user: UserView; save: SaveState; onSave(input: UpdateProfileInput): void }) {
  const { t, i18n } = useTranslation('profile');
  const locale = localeFrom(i18n.language);
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const [gender, setGender] = useState<Gender | ''>(user.gender ?? '');
  const [dateOfBirth, setDateOfBirth] = useState(toDisplayDate(user.date_of_birth));
  const [userLocale, setUserLocale] = useState<UserLocale>(user.locale);
  const [checked, setChecked] = useState(false);

  const check = (): { input: UpdateProfileInput; messages: FieldMessages } => {
    const isoDate = dateOfBirth.trim() ? fromDisplayDate(dateOfBirth) : null;
    const input: UpdateProfileInput = {
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      locale: userLocale,
      ...(gender ? { gender } : {}),
      ...(isoDate ? { date_of_birth: isoDate } : {}),
    };
    const messages = validateWith(UpdateProfileInput, input, locale);
    if (dateOfBirth.trim() && !isoDate) messages.date_of_birth = ruleText('validation.date', locale);
    return { input, messages };
  };
  const messages = { ...serverMessages(save), ...(checked ? check().messages : {}) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const result = check();
    if (Object.keys(result.messages).length === 0) onSave(result.input);
  };
  return (
    <Section id="profile-details" title={t('details.title')}>
      <Box component="form" onSubmit={submit} noValidate aria-labelledby="profile-details-title">
        <SaveAlert save={save} fields={DETAIL_FIELDS} />
        <TextField
          label={t('details.username')}
          name="username"
          value={user.username}
          fullWidth
          margin="dense"
          helperText={messages.username ?? t('details.usernameHint')}
          error={Boolean(messages.username)}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <TextField
            label={t('details.firstName')}
            name="first_name"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={Boolean(messages.first_name)}
            helperText={messages.first_name}
            required
            fullWidth
            margin="dense"
          />
          <TextField
            label={t('details.lastName')}
            name="last_name"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={Boolean(messages.last_name)}
            helperText={messages.last_name}
            required
            fullWidth
            margin="dense"
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <TextField
            select
            label={t('details.gender')}
            name="gender"
            value={gender}
            onChange={(event) => setGender(event.target.value as Gender)}
            error={Boolean(messages.gender)}
            helperText={messages.gender}
            fullWidth
            margin="dense"
          >
            {GENDERS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`details.genders.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('details.dateOfBirth')}
            name="date_of_birth"
            autoComplete="bday"
            placeholder={t('details.datePlaceholder')}
            value={dateOfBirth}
            onChange={(event) => setDateOfBirth(event.target.value)}
            error={Boolean(messages.date_of_birth)}
            helperText={messages.date_of_birth}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
        <TextField
          select
          label={t('details.locale')}
          name="locale"
          value={userLocale}
          onChange={(event) => setUserLocale(event.target.value as UserLocale)}
          error={Boolean(messages.locale)}
          helperText={messages.locale ?? t('details.localeHint')}
          fullWidth
          margin="dense"
        >
          {USER_LOCALES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`details.locales.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={save.status === 'saving'}>
          {t('details.submit')}
        </Button>
      </Box>
    </Section>
  );
}

function EmailForm({
  user,
  save,
  onRequest,
  onConfirm,
}: {
  user: UserView;
  save: SaveState;
  onRequest(email: string): void;
  onConfirm(code: string): void;
}) {
  const { t, i18n } = useTranslation('profile');
  const locale = localeFrom(i18n.language);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<'email' | 'code' | null>(null);
  const pending = user.new_email;
  useEffect(() => {
    if (save.status === 'saved') {
      setEmail('');
      setCode('');
      setChecked(null);
    }
  }, [save.status]);
  const emailMessages = checked === 'email' ? validateWith(RequestEmailChangeInput, { email: email.trim() }, locale) : {};
  const codeMessages = checked === 'code' ? validateWith(ConfirmEmailChangeInput, { confirmation_code: code.trim() }, locale) : {};
  const messages = { ...serverMessages(save), ...emailMessages, ...codeMessages };
  const request = (event: FormEvent) => {
    event.preventDefault();
    setChecked('email');
    if (Object.keys(validateWith(RequestEmailChangeInput, { email: email.trim() }, locale)).length === 0) onRequest(email.trim());
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setChecked('code');
    if (Object.keys(validateWith(ConfirmEmailChangeInput, { confirmation_code: code.trim() }, locale)).length === 0) onConfirm(code.trim());
  };
  return (
    <Section id="profile-email" title={t('email.title')}>
      <SaveAlert save={save} fields={['email', 'confirmation_code']} />
      <Typography sx={{ mb: 1 }}>{t('email.current', { email: user.email })}</Typography>
      <Box component="form" onSubmit={request} noValidate aria-label={t('email.requestForm')}>
        <TextField
          label={t('email.newEmail')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(messages.email)}
          helperText={messages.email}
          fullWidth
          margin="dense"
        />
        <Button type="submit" variant="outlined" sx={{ mt: 1 }} loading={save.status === 'saving' && checked !== 'code'}>
          {t('email.sendCode')}
        </Button>
      </Box>
      {pending && (
        <Box component="form" onSubmit={confirm} noValidate aria-label={t('email.confirmForm')} sx={{ mt: 2 }}>
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('email.pending', { email: pending })}
          </Alert>
          <TextField
            label={t('email.code')}
            name="confirmation_code"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(messages.confirmation_code)}
            helperText={messages.confirmation_code ?? t('email.codeHint')}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 1 }} loading={save.status === 'saving' && checked === 'code'}>
            {t('email.confirm')}
          </Button>
        </Box>
      )}
    </Section>
  );
}

const PASSWORD_FIELDS = ['old_password', 'password', 'password_confirmation'] as const;

function PasswordForm({ save, onSave }: { save: SaveState; onSave(input: ChangePasswordInput): void }) {
  const { t, i18n } = useTranslation('profile');
  const locale = localeFrom(i18n.language);
  const empty = { old_password: '', password: '', password_confirmation: '' };
  const [values, setValues] = useState<ChangePasswordInput>(empty);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (save.status === 'saved') {
      setValues({ old_password: '', password: '', password_confirmation: '' });
      setChecked(false);
    }
  }, [save.status]);
  const local = checked ? validateWith(ChangePasswordInput, values, locale) : {};
  if (!checked && values.password_confirmation && values.password_confirmation !== values.password) {
    local.password_confirmation = errorMessage('validation.password_mismatch', locale);
  }
  const messages = { ...serverMessages(save), ...local };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validateWith(ChangePasswordInput, values, locale)).length === 0) onSave(values);
  };
  const labels = { old_password: t('password.old'), password: t('password.new'), password_confirmation: t('password.confirmation') };
  return (
    <Section id="profile-password" title={t('password.title')}>
      <Box component="form" onSubmit={submit} noValidate aria-labelledby="profile-password-title">
        <SaveAlert save={save} fields={PASSWORD_FIELDS} />
        {PASSWORD_FIELDS.map((field) => (
          <TextField
            key={field}
            type="password"
            label={labels[field]}
            name={field}
            autoComplete={field === 'old_password' ? 'current-password' : 'new-password'}
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            error={Boolean(messages[field])}
            helperText={messages[field] ?? (field === 'password' ? t('password.rules') : undefined)}
            required
            fullWidth
            margin="dense"
          />
        ))}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={save.status === 'saving'}>
          {t('password.submit')}
        </Button>
      </Box>
    </Section>
  );
}
