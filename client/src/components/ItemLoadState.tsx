import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';

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
