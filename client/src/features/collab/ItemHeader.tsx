import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { PresenceBar, type PresenceBarProps } from './PresenceBar';

export interface ItemHeaderProps {
  /** The item's number (none yet: only the title shows). */
  number: string | null;
  title: string;
  /** Beside who else has the item open: the item's status chips. */
  chips?: ReactNode;
  viewers: PresenceBarProps['viewers'];
  selfId: string;
  /** The item's controls, on the right (wrapping on narrow screens). */
  children: ReactNode;
}

/** An item page's heading: "number · title", its chips and who else has it open; its controls beside. */
export function ItemHeader({ number, title, chips, viewers, selfId, children }: ItemHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
      <Box>
        <Typography variant="h5" component="h1">
          {number ? `${number} · ` : ''}
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
          {chips}
          <PresenceBar viewers={viewers} selfId={selfId} />
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        {children}
      </Stack>
    </Stack>
  );
}
