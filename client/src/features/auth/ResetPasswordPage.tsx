import { Alert, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage, localeFrom } from '@kollab/contracts';
import type { FlowState } from './auth.slice';
import { SetPasswordForm } from './SetPasswordForm';

export interface ResetPasswordPageProps {
  /** From `/reset-password/{token}` or `?token=`; null: the link is incomplete. */
  token: string | null;
  flow: FlowState;
  onReset(token: string, password: string): void;
}

function NewLink() {
  const { t } = useTranslation('auth');
  return (
    <Link component={RouterLink} to="/forgot-password" sx={{ display: 'inline-block', mt: 2 }}>
      {t('reset.newLink')}
    </Link>
  );
}

/** /reset-password/{token}: a new password through the mailed link. */
export function ResetPasswordPage({ token, flow, onReset }: ResetPasswordPageProps) {
  const { t, i18n } = useTranslation('auth');
  if (!token) {
    return (
      <>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('reset.title')}
        </Typography>
        <Alert severity="error">{errorMessage('auth.reset_link_invalid', localeFrom(i18n.language))}</Alert>
        <NewLink />
      </>
    );
  }
  return (
    <SetPasswordForm
      id="reset"
      title={t('reset.title')}
      intro={t('reset.intro')}
      submitLabel={t('reset.submit')}
      flow={flow}
      onSubmit={(password) => onReset(token, password)}
      footer={<NewLink />}
    />
  );
}
