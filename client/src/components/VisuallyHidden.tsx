import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * Text for screen readers only. The sizes are strings on purpose: in MUI's `sx` a number
 * 1 means 100 %, and an absolutely placed box 100 % wide made the Teams page scroll sideways.
 */
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  width: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
} as const;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={VISUALLY_HIDDEN}>
      {children}
    </Box>
  );
}
