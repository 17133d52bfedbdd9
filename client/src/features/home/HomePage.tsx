import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** /home: the dashboard; for now the greeting (the cards come with the later issues). */
export function HomePage({ name, account }: { name: string; account: string }) {
  const { t } = useTranslation('home');
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('greeting', { name })}
      </Typography>
      <Typography color="text.secondary">{t('intro', { account })}</Typography>
    </Paper>
  );
}
