import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** An item's fields read-only, label beside value (one column on phones): tasks and protocols alike. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, mb: 2, '& dd': { m: 0 } }}
    >
      {children}
    </Box>
  );
}

/** One field of a DetailList; an empty value shows a dash. */
export function DetailItem({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2">
        {children || '—'}
      </Typography>
    </>
  );
}
