import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage, localeFrom, NewPasswordInput } from '@kollab/contracts';
import { serverFieldMessages, validateWith, type FieldMessages } from '../../lib/validation';
import type { FlowState } from './auth.slice';
import { FlowAlert } from './FlowAlert';
import { PasswordField } from './PasswordField';

export interface SetPasswordFormProps {
  id: string;
  title: string;
  intro: string;
  submitLabel: string;
  flow: FlowState;
  onSubmit(password: string): void;
  /** Below the form (links). */
  footer?: ReactNode;
}

/** A new password and its confirmation, checked with the contracts' password rules (activation, reset). */
export function SetPasswordForm({ id, title, intro, submitLabel, flow, onSubmit, footer }: SetPasswordFormProps) {
  const { t, i18n } = useTranslation('auth');
  const locale = localeFrom(i18n.language);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [checked, setChecked] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const values = { password, password_confirmation: confirmation };
  const local: FieldMessages = checked ? validateWith(NewPasswordInput, values, locale) : {};
  // the mismatch shows as soon as the confirmation is typed
  if (!checked && confirmation && confirmation !== password) local.password_confirmation = errorMessage('validation.password_mismatch', locale);
  const server = flow.status === 'failed' ? serverFieldMessages(flow.fieldErrors) : {};
  const messages = { ...server, ...local };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validateWith(NewPasswordInput, values, locale)).length === 0) onSubmit(password);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{intro}</Typography>
      <FlowAlert code={flow.error} fieldErrors={flow.fieldErrors} fields={['password', 'password_confirmation']} />
      {capsLock && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {errorMessage('auth.caps_lock_on', locale)}
        </Alert>
      )}
      <PasswordField
        label={t('newPassword.password')}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onCapsLock={setCapsLock}
        error={Boolean(messages.password)}
        helperText={messages.password ?? t('newPassword.rules')}
        required
        fullWidth
        autoFocus
        margin="normal"
      />
      <PasswordField
        label={t('newPassword.confirmation')}
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        onCapsLock={setCapsLock}
        error={Boolean(messages.password_confirmation)}
        helperText={messages.password_confirmation}
        required
        fullWidth
        margin="normal"
      />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} loading={flow.status === 'submitting'}>
        {submitLabel}
      </Button>
      {footer}
    </Box>
  );
}
