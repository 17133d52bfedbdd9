import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, localeFrom, NewPasswordInput } from '@kollab/contracts';
import { fieldBinding, useContractForm, useMatchWhileTyping } from '../../lib/forms';
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

interface Values {
  password: string;
  password_confirmation: string;
}

/** A new password and its confirmation, checked with the contracts' password rules (activation, reset). */
export function SetPasswordForm({ id, title, intro, submitLabel, flow, onSubmit, footer }: SetPasswordFormProps) {
  const { t, i18n } = useTranslation('auth');
  const [capsLock, setCapsLock] = useState(false);
  const form = useContractForm<Values, NewPasswordInput>(
    NewPasswordInput,
    { password: '', password_confirmation: '' },
    { serverErrors: flow.status === 'failed' ? flow.fieldErrors : null },
  );
  useMatchWhileTyping(form, 'password', 'password_confirmation');
  // a change of the password checks the confirmation again (after the first submit)
  const fields: { name: keyof Values; label: string; hint?: string; deps?: (keyof Values)[] }[] = [
    { name: 'password', label: t('newPassword.password'), hint: t('newPassword.rules'), deps: ['password_confirmation'] },
    { name: 'password_confirmation', label: t('newPassword.confirmation') },
  ];
  return (
    <Box component="form" onSubmit={form.handleSubmit(({ password }) => onSubmit(password))} noValidate aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{intro}</Typography>
      <FlowAlert code={flow.error} fieldErrors={flow.fieldErrors} fields={['password', 'password_confirmation']} />
      {capsLock && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {errorMessage('auth.caps_lock_on', localeFrom(i18n.language))}
        </Alert>
      )}
      {fields.map((item, index) => (
        <Controller
          key={item.name}
          control={form.control}
          name={item.name}
          rules={item.deps && { deps: item.deps }}
          render={({ field, fieldState }) => (
            <PasswordField
              {...fieldBinding(field, fieldState, item.hint)}
              label={item.label}
              autoComplete="new-password"
              onCapsLock={setCapsLock}
              required
              fullWidth
              autoFocus={index === 0}
              margin="normal"
            />
          )}
        />
      ))}
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} loading={flow.status === 'submitting'}>
        {submitLabel}
      </Button>
      {footer}
    </Box>
  );
}
