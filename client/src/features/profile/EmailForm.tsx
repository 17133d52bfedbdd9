import { useEffect, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmEmailChangeInput, RequestEmailChangeInput, type UserView } from '@kollab/contracts';
import { FormTextField, useContractForm } from '../../lib/forms';
import type { SaveState } from './profile.slice';
import { ProfileSection, SaveAlert, serverErrors } from './ProfileSection';

export interface EmailFormProps {
  user: UserView;
  save: SaveState;
  onRequest(email: string): void;
  onConfirm(code: string): void;
}

/** A new address gets a 6-digit code; the change waits (`new_email`) until the code is confirmed. */
export function EmailForm({ user, save, onRequest, onConfirm }: EmailFormProps) {
  const { t } = useTranslation('profile');
  /** Which of the two forms sent the request in flight (its button spins). */
  const [sent, setSent] = useState<'email' | 'code' | null>(null);
  const request = useContractForm<RequestEmailChangeInput>(
    RequestEmailChangeInput,
    { email: '' },
    { toInput: ({ email }) => ({ email: email.trim() }), serverErrors: serverErrors(save) },
  );
  const confirm = useContractForm<ConfirmEmailChangeInput>(
    ConfirmEmailChangeInput,
    { confirmation_code: '' },
    { toInput: ({ confirmation_code }) => ({ confirmation_code: confirmation_code.trim() }), serverErrors: serverErrors(save) },
  );
  const { reset: resetRequest } = request;
  const { reset: resetConfirm } = confirm;
  useEffect(() => {
    if (save.status !== 'saved') return;
    resetRequest();
    resetConfirm();
  }, [save.status, resetRequest, resetConfirm]);
  const pending = user.new_email;
  const saving = save.status === 'saving';
  return (
    <ProfileSection id="profile-email" title={t('email.title')}>
      <SaveAlert save={save} fields={['email', 'confirmation_code']} />
      <Typography sx={{ mb: 1 }}>{t('email.current', { email: user.email })}</Typography>
      <Box
        component="form"
        onSubmit={request.handleSubmit(({ email }) => {
          setSent('email');
          onRequest(email);
        })}
        noValidate
        aria-label={t('email.requestForm')}
      >
        <FormTextField
          control={request.control}
          name="email"
          label={t('email.newEmail')}
          type="email"
          autoComplete="email"
          fullWidth
          margin="dense"
        />
        <Button type="submit" variant="outlined" sx={{ mt: 1 }} loading={saving && sent !== 'code'}>
          {t('email.sendCode')}
        </Button>
      </Box>
      {pending && (
        <Box
          component="form"
          onSubmit={confirm.handleSubmit(({ confirmation_code }) => {
            setSent('code');
            onConfirm(confirmation_code);
          })}
          noValidate
          aria-label={t('email.confirmForm')}
          sx={{ mt: 2 }}
        >
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('email.pending', { email: pending })}
          </Alert>
          <FormTextField
            control={confirm.control}
            name="confirmation_code"
            label={t('email.code')}
            hint={t('email.codeHint')}
            autoComplete="one-time-code"
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 1 }} loading={saving && sent === 'code'}>
            {t('email.confirm')}
          </Button>
        </Box>
      )}
    </ProfileSection>
  );
}
