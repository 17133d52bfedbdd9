import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '../lib/request-status';

export interface ListStateProps {
  status: RequestStatus;
  empty: boolean;
  /** The empty state's text (default "There are no entries."). */
  emptyText?: string;
  onRetry(): void;
  children: ReactNode;
}

/** Seed §8 list loading: a spinner, "trouble loading the list" with retry, an empty state, or the list. */
export function ListState({ status, empty, emptyText, onRetry, children }: ListStateProps) {
  const { t } = useTranslation('common');
  if (status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {t('listError')}
      </Alert>
    );
  }
  if ((status === 'loading' || status === 'idle') && empty) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (empty) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {emptyText ?? t('empty')}
      </Typography>
    );
  }
  return <>{children}</>;
}
