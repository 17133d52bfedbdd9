import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** The way from an item page back to its list. */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {label}
    </Button>
  );
}

/** An item page while its item is being read: a spinner (labelled for screen readers). */
export function ItemLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

export interface ItemLoadFailedProps {
  /** The way back to the list, shown above the message. */
  back: ReactNode;
  /** The read answered 404: nothing to retry. */
  notFound: boolean;
  texts: { notFound: string; failed: string; retry: string };
  onRetry(): void;
}

/** An item page whose item could not be read: "not found" (a warning), or an error with Retry. */
export function ItemLoadFailed({ back, notFound, texts, onRetry }: ItemLoadFailedProps) {
  return (
    <Box>
      {back}
      <Alert
        severity={notFound ? 'warning' : 'error'}
        action={
          notFound ? undefined : (
            <Button color="inherit" size="small" onClick={onRetry}>
              {texts.retry}
            </Button>
          )
        }
      >
        {notFound ? texts.notFound : texts.failed}
      </Alert>
    </Box>
  );
}

/** What an item page's detail state says about loading (the slices of contacts and tasks keep it so). */
export interface ItemDetailLoad {
  id: string | null;
  status: string;
  view: unknown;
  error?: { status?: number } | null;
}

/**
 * What an item page shows while item `id` is not there to show: the spinner while it is
 * read, the failure (with the way back) when the read failed; null once there is a view.
 * `t` reads the page's namespace: `notFound`, `loadFailed`, and `common:loading|retry`.
 */
export function itemLoadGate(
  detail: ItemDetailLoad,
  id: string,
  options: { back: ReactNode; t: (key: string) => string; onRetry(): void },
): ReactElement | null {
  const { back, t, onRetry } = options;
  if (detail.id !== id || (detail.status === 'loading' && !detail.view)) return <ItemLoading label={t('common:loading')} />;
  if (detail.status === 'failed' && !detail.view) {
    return (
      <ItemLoadFailed
        back={back}
        notFound={detail.error?.status === 404}
        texts={{ notFound: t('notFound'), failed: t('loadFailed'), retry: t('common:retry') }}
        onRetry={onRetry}
      />
    );
  }
  return null;
}
