import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localeFrom, TriggerPasswordResetInput } from '@kollab/contracts';
import { serverFieldMessages, validateWith } from '../../lib/validation';
import type { FlowState } from './auth.slice';
import { BackToLogin } from './BackToLogin';
import { FlowAlert } from './FlowAlert';

export interface ForgotPasswordPageProps {
  flow: FlowState;
  onRequest(email: string): void;
}

/** /forgot-password: a reset link by mail; the answer never tells whether the address is known. */
export function ForgotPasswordPage({ flow, onRequest }: ForgotPasswordPageProps) {
  const { t, i18n } = useTranslation('auth');
  const locale = localeFrom(i18n.language);
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  if (flow.status === 'succeeded') {
    return (
      <>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('forgotPassword.title')}
        </Typography>
        <Alert severity="success" role="status">
          {t('forgotPassword.sent')}
        </Alert>
        <BackToLogin />
      </>
    );
  }
  const messages = {
    ...(flow.status === 'failed' ? serverFieldMessages(flow.fieldErrors) : {}),
    ...(checked ? validateWith(TriggerPasswordResetInput, { email: email.trim() }, locale) : {}),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validateWith(TriggerPasswordResetInput, { email: email.trim() }, locale)).length === 0) onRequest(email.trim());
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <Typography id="forgot-title" variant="h5" component="h1" gutterBottom>
        {t('forgotPassword.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('forgotPassword.intro')}</Typography>
      <FlowAlert code={flow.error} fieldErrors={flow.fieldErrors} fields={['email']} />
      <TextField
        label={t('forgotPassword.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(messages.email)}
        helperText={messages.email}
        required
        fullWidth
        autoFocus
        margin="normal"
      />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} loading={flow.status === 'submitting'}>
        {t('forgotPassword.submit')}
      </Button>
      <BackToLogin />
    </Box>
  );
}
