import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AccountView } from '@kollab/contracts';
import { AccountSection } from './AccountSection';
import { slotUsage } from './account.slice';

/** The user and portal slots in use, of those booked. */
export function SlotsSection({ account }: { account: AccountView }) {
  const { t } = useTranslation('account');
  const usage = slotUsage(account);
  return (
    <AccountSection title={t('slots.title')}>
      <Stack spacing={2}>
        {(['users', 'portal'] as const).map((kind) => {
          const { used, total } = usage[kind];
          const label = t(`slots.${kind}`, { used, total });
          return (
            <Box key={kind}>
              <Typography variant="body2" id={`slots-${kind}`}>
                {label}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={total > 0 ? Math.min(100, (used / total) * 100) : 100}
                color={used >= total ? 'warning' : 'primary'}
                aria-labelledby={`slots-${kind}`}
              />
            </Box>
          );
        })}
        <Typography variant="body2" color="text.secondary">
          {t('slots.more')}
        </Typography>
      </Stack>
    </AccountSection>
  );
}
