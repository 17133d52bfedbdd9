import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@kollab/contracts/errors/error-codes';
import { errorText } from '@kollab/contracts/errors/error-text';
import { localeFrom } from '@kollab/contracts/errors/locale';
import { PasswordField } from './PasswordField';

export interface LoginPageProps {
  domain?: string | null;
  submitting: boolean;
  errorCode: ErrorCode | null;
  /** NEW_PASSWORD_REQUIRED: the user signed in with a temporary password. */
  challenged: boolean;
  /** After activation or a password reset (`/login?notice=…`): a success message. */
  notice?: 'activated' | 'passwordReset' | null;
  onSignIn(username: string, password: string): void;
  onNewPassword(password: string): void;
}

/** /login and /login/{domain}; the error texts are the contracts' texts of the API's codes. */
export function LoginPage(props: LoginPageProps) {
  const { t, i18n } = useTranslation('auth');
  const [capsLock, setCapsLock] = useState(false);
  const error = props.errorCode ? errorText(props.errorCode, localeFrom(i18n.language)) : null;
  const messages = (
    <>
      {props.notice && !error && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t(`notices.${props.notice}`)}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {capsLock && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {errorText('auth.caps_lock_on', localeFrom(i18n.language))}
        </Alert>
      )}
    </>
  );
  return props.challenged ? (
    <NewPasswordForm {...props} messages={messages} onCapsLock={setCapsLock} />
  ) : (
    <SignInForm {...props} messages={messages} onCapsLock={setCapsLock} />
  );
}

interface FormProps extends LoginPageProps {
  messages: React.ReactNode;
  onCapsLock(on: boolean): void;
}

function SignInForm({ domain, submitting, onSignIn, messages, onCapsLock }: FormProps) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() && password) onSignIn(username.trim(), password);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <Typography id="login-title" variant="h5" component="h1" gutterBottom>
        {domain ? t('domainTitle', { domain }) : t('title')}
      </Typography>
      {messages}
      <TextField
        label={t('username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
        fullWidth
        autoFocus
        margin="normal"
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onCapsLock={onCapsLock}
        required
        fullWidth
        margin="normal"
      />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} loading={submitting}>
        {t('submit')}
      </Button>
      <Link component={RouterLink} to="/forgot-password" sx={{ display: 'inline-block', mt: 2 }}>
        {t('forgot')}
      </Link>
    </Box>
  );
}

function NewPasswordForm({ submitting, onNewPassword, messages, onCapsLock }: FormProps) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const mismatch = confirmation.length > 0 && confirmation !== password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password && !mismatch) onNewPassword(password);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="challenge-title">
      <Typography id="challenge-title" variant="h5" component="h1" gutterBottom>
        {t('challenge.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('challenge.intro')}</Typography>
      {messages}
      <PasswordField
        label={t('challenge.password')}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onCapsLock={onCapsLock}
        required
        fullWidth
        margin="normal"
      />
      <PasswordField
        label={t('challenge.confirmation')}
        name="new-password-confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        onCapsLock={onCapsLock}
        error={mismatch}
        helperText={mismatch ? t('challenge.mismatch') : undefined}
        required
        fullWidth
        margin="normal"
      />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} loading={submitting} disabled={mismatch}>
        {t('challenge.submit')}
      </Button>
    </Box>
  );
}
