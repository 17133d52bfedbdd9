import { Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from './route-table';

/** A route whose screen is not built yet: its title and a clear note, never a blank page. */
export function PlaceholderPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation('routes');
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(`titles.${route.id}`)}
      </Typography>
      <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ConstructionIcon fontSize="small" aria-hidden />
        {t('placeholder')}
      </Typography>
    </Paper>
  );
}
