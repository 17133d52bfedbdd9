import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage, localeFrom, RegisterAccountInput } from '@kollab/contracts';
import { serverFieldMessages, validateWith } from '../../lib/validation';
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

type TextFieldName = (typeof TEXT_FIELDS)[number]['name'];
const FIELDS: readonly string[] = [...TEXT_FIELDS.map((field) => field.name), 'terms'];

/** /register?token=…: the organisation and its manager, who activates by mail; the terms must be accepted. */
export function RegisterPage({ token, flow, onRegister }: RegisterPageProps) {
  const { t, i18n } = useTranslation('auth');
  const locale = localeFrom(i18n.language);
  const [values, setValues] = useState<Record<TextFieldName, string>>({ name: '', first_name: '', last_name: '', username: '', email: '' });
  const [terms, setTerms] = useState(false);
  const [checked, setChecked] = useState(false);
  const title = (
    <Typography id="register-title" variant="h5" component="h1" gutterBottom>
      {t('register.title')}
    </Typography>
  );
  if (!token) {
    return (
      <>
        {title}
        <Alert severity="error">{errorMessage('registration.token_invalid', locale)}</Alert>
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
  const input = (): RegisterRequest => ({
    token,
    name: values.name.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    terms,
  });
  const messages = {
    ...(flow.status === 'failed' ? serverFieldMessages(flow.fieldErrors) : {}),
    ...(checked ? validateWith(RegisterAccountInput, input(), locale) : {}),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validateWith(RegisterAccountInput, input(), locale)).length === 0) onRegister(input());
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="register-title">
      {title}
      <Typography sx={{ mb: 1 }}>{t('register.intro')}</Typography>
      <FlowAlert code={flow.error} fieldErrors={flow.fieldErrors} fields={FIELDS} />
      {TEXT_FIELDS.map((field, index) => (
        <TextField
          key={field.name}
          label={t(`register.${field.name}`)}
          name={field.name}
          type={'type' in field ? field.type : 'text'}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
          error={Boolean(messages[field.name])}
          helperText={messages[field.name] ?? (field.name === 'name' ? t('register.nameHint') : undefined)}
          required
          fullWidth
          autoFocus={index === 0}
          margin="dense"
        />
      ))}
      <FormControl error={Boolean(messages.terms)} required sx={{ mt: 1 }}>
        <FormControlLabel
          control={<Checkbox name="terms" checked={terms} onChange={(event) => setTerms(event.target.checked)} />}
          label={t('register.terms')}
        />
        {messages.terms && <FormHelperText>{messages.terms}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} loading={flow.status === 'submitting'}>
        {t('register.submit')}
      </Button>
      <BackToLogin />
    </Box>
  );
}
