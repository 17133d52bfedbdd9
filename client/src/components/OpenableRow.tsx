import type { ReactNode } from 'react';
import { TableRow } from '@mui/material';

export interface OpenableRowProps {
  /** The row's accessible name ("Open …"). */
  label: string;
  onOpen(): void;
  children: ReactNode;
}

/** A table row that opens its item on a click, Enter or the space bar. */
export function OpenableRow({ label, onOpen, children }: OpenableRowProps) {
  return (
    <TableRow
      hover
      tabIndex={0}
      aria-label={label}
      sx={{ cursor: 'pointer' }}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      {children}
    </TableRow>
  );
}
