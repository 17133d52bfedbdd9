import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** /home: the dashboard — the greeting, then the cards the app passes in (my open tasks, recent protocols). */
export function HomePage({ name, account, children }: { name: string; account: string; children?: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('greeting', { name })}
        </Typography>
        <Typography color="text.secondary">{t('intro', { account })}</Typography>
      </Paper>
      {children && <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>{children}</Box>}
    </Box>
  );
}
