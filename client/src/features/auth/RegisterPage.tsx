import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, localeFrom, RegisterAccountInput } from '@kollab/contracts';
import { FormTextField, useContractForm } from '../../lib/forms';
import type { FlowState, RegisterRequest } from './auth.slice';
import { BackToLogin } from './BackToLogin';
import { FlowAlert } from './FlowAlert';

export interface RegisterPageProps {
  /** From `?token=`; null: the link is incomplete. */
  token: string | null;
  flow: FlowState;
  onRegister(input: RegisterRequest): void;
}

const TEXT_FIELDS = [
  { name: 'name', autoComplete: 'organization' },
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'username', autoComplete: 'username' },
  { name: 'email', autoComplete: 'email', type: 'email' },
] as const;

type Values = Record<(typeof TEXT_FIELDS)[number]['name'], string> & { terms: boolean };
const FIELDS: readonly string[] = [...TEXT_FIELDS.map((field) => field.name), 'terms'];
const EMPTY: Values = { name: '', first_name: '', last_name: '', username: '', email: '', terms: false };

/** /register?token=…: the organisation and its manager, who activates by mail; the terms must be accepted. */
export function RegisterPage({ token, flow, onRegister }: RegisterPageProps) {
  const { t, i18n } = useTranslation('auth');
  const { control, handleSubmit } = useContractForm<Values, RegisterRequest>(RegisterAccountInput, EMPTY, {
    toInput: (values) => ({
      token: token ?? '',
      name: values.name.trim(),
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      terms: values.terms,
    }),
    serverErrors: flow.status === 'failed' ? flow.fieldErrors : null,
  });
  const title = (
    <Typography id="register-title" variant="h5" component="h1" gutterBottom>
      {t('register.title')}
    </Typography>
  );
  if (!token) {
    return (
      <>
        {title}
        <Alert severity="error">{errorMessage('registration.token_invalid', localeFrom(i18n.language))}</Alert>
        <BackToLogin />
      </>
    );
  }
  if (flow.status === 'succeeded') {
    return (
      <>
        {title}
        <Alert severity="success" role="status">
          {t('register.done')}
        </Alert>
        <BackToLogin />
      </>
    );
  }
  return (
    <Box component="form" onSubmit={handleSubmit((input) => onRegister(input))} noValidate aria-labelledby="register-title">
      {title}
      <Typography sx={{ mb: 1 }}>{t('register.intro')}</Typography>
      <FlowAlert code={flow.error} fieldErrors={flow.fieldErrors} fields={FIELDS} />
      {TEXT_FIELDS.map((field, index) => (
        <FormTextField
          key={field.name}
          control={control}
          name={field.name}
          label={t(`register.${field.name}`)}
          hint={field.name === 'name' ? t('register.nameHint') : undefined}
          type={'type' in field ? field.type : 'text'}
          autoComplete={field.autoComplete}
          required
          fullWidth
          autoFocus={index === 0}
          margin="dense"
        />
      ))}
      <Controller
        control={control}
        name="terms"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required sx={{ mt: 1 }}>
            <FormControlLabel
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label={t('register.terms')}
            />
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} loading={flow.status === 'submitting'}>
        {t('register.submit')}
      </Button>
      <BackToLogin />
    </Box>
  );
}
