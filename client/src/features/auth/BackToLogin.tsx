import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
      {t('backToLogin')}
    </Link>
  );
}
