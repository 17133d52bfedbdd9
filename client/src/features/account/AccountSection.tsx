import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** One part of the account settings: a region named by its heading. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `account-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
