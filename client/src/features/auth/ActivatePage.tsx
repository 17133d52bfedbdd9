import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage, localeFrom } from '@kollab/contracts';
import type { FlowState } from './auth.slice';
import { BackToLogin } from './BackToLogin';
import { SetPasswordForm } from './SetPasswordForm';

export interface ActivatePageProps {
  /** From `?token=` (or `/activate/{token}`); null: the link is incomplete. */
  token: string | null;
  flow: FlowState;
  onActivate(token: string, password: string): void;
}

/** /activate?token=…: the first password; on success the login page says so. */
export function ActivatePage({ token, flow, onActivate }: ActivatePageProps) {
  const { t, i18n } = useTranslation('auth');
  if (!token) {
    return (
      <>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('activate.title')}
        </Typography>
        <Alert severity="error">{errorMessage('auth.activation_link_invalid', localeFrom(i18n.language))}</Alert>
        <BackToLogin />
      </>
    );
  }
  return (
    <SetPasswordForm
      id="activate"
      title={t('activate.title')}
      intro={t('activate.intro')}
      submitLabel={t('activate.submit')}
      flow={flow}
      onSubmit={(password) => onActivate(token, password)}
      footer={<BackToLogin />}
    />
  );
}
