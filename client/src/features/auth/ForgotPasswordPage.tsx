import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TriggerPasswordResetInput } from '@kollab/contracts';
import { FormTextField, useContractForm } from '../../lib/forms';
import type { FlowState } from './auth.slice';
import { BackToLogin } from './BackToLogin';
import { FlowAlert } from './FlowAlert';

export interface ForgotPasswordPageProps {
  flow: FlowState;
  onRequest(email: string): void;
}

/** /forgot-password: a reset link by mail; the answer never tells whether the address is known. */
export function ForgotPasswordPage({ flow, onRequest }: ForgotPasswordPageProps) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit } = useContractForm<TriggerPasswordResetInput>(
    TriggerPasswordResetInput,
    { email: '' },
    { toInput: ({ email }) => ({ email: email.trim() }), serverErrors: flow.status === 'failed' ? flow.fieldErrors : null },
  );
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
  return (
    <Box component="form" onSubmit={handleSubmit(({ email }) => onRequest(email))} noValidate aria-labelledby="forgot-title">
      <Typography id="forgot-title" variant="h5" component="h1" gutterBottom>
        {t('forgotPassword.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('forgotPassword.intro')}</Typography>
      <FlowAlert code={flow.error} fieldErrors={flow.fieldErrors} fields={['email']} />
      <FormTextField
        control={control}
        name="email"
        label={t('forgotPassword.email')}
        type="email"
        autoComplete="email"
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
