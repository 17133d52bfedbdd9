import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

/** A page's title (its h1) with the page's actions (create, print, …) on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
