import { useEffect } from 'react';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChangePasswordInput } from '@kollab/contracts';
import { FormTextField, useContractForm, useMatchWhileTyping } from '../../lib/forms';
import type { SaveState } from './profile.slice';
import { ProfileSection, SaveAlert, serverErrors } from './ProfileSection';

export interface PasswordFormProps {
  save: SaveState;
  onSave(input: ChangePasswordInput): void;
}

const PASSWORD_FIELDS = ['old_password', 'password', 'password_confirmation'] as const;
const EMPTY: ChangePasswordInput = { old_password: '', password: '', password_confirmation: '' };

/** The old password, a new one by the policy and its confirmation; emptied once saved. */
export function PasswordForm({ save, onSave }: PasswordFormProps) {
  const { t } = useTranslation('profile');
  const form = useContractForm(ChangePasswordInput, EMPTY, { serverErrors: serverErrors(save) });
  useMatchWhileTyping(form, 'password', 'password_confirmation');
  const { reset } = form;
  useEffect(() => {
    if (save.status === 'saved') reset();
  }, [save.status, reset]);
  const labels = { old_password: t('password.old'), password: t('password.new'), password_confirmation: t('password.confirmation') };
  return (
    <ProfileSection id="profile-password" title={t('password.title')}>
      <Box component="form" onSubmit={form.handleSubmit((input) => onSave(input))} noValidate aria-labelledby="profile-password-title">
        <SaveAlert save={save} fields={PASSWORD_FIELDS} />
        {PASSWORD_FIELDS.map((field) => (
          <FormTextField
            key={field}
            control={form.control}
            name={field}
            type="password"
            label={labels[field]}
            autoComplete={field === 'old_password' ? 'current-password' : 'new-password'}
            hint={field === 'password' ? t('password.rules') : undefined}
            deps={field === 'password' ? ['password_confirmation'] : undefined}
            required
            fullWidth
            margin="dense"
          />
        ))}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={save.status === 'saving'}>
          {t('password.submit')}
        </Button>
      </Box>
    </ProfileSection>
  );
}
