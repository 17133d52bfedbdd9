import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export type ErrorPageKind = 'notFound' | 'unauthorized' | 'forbidden' | 'serverError';
const STATUS: Record<ErrorPageKind, number> = { notFound: 404, unauthorized: 401, forbidden: 403, serverError: 500 };

/** Seed §8 error pages: 401, 403, 404, 500. */
export function ErrorPage({ kind }: { kind: ErrorPageKind }) {
  const { t } = useTranslation('routes');
  return (
    <Box component="main" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h2" component="p" color="primary">
        {STATUS[kind]}
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(`titles.${kind}`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t(`errors.${kind}`)}</Typography>
      <Button variant="contained" component={RouterLink} to="/home">
        {t('errors.home')}
      </Button>
    </Box>
  );
}
