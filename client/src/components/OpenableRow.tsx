import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, TableRow } from '@mui/material';

export interface OpenableRowProps {
  /** The row's accessible name ("Open …"). */
  label: string;
  /** The cells; one of them holds the row's RowLink. */
  children: ReactNode;
}

/**
 * A list row that opens its item: its RowLink is a real link (Tab reaches it, Enter opens it,
 * middle click and "open in new tab" work) stretched over the whole row, which shows the
 * focus while the link has it.
 */
export function OpenableRow({ label, children }: OpenableRowProps) {
  return (
    <TableRow
      hover
      aria-label={label}
      // where the stretched link does not reach the click (no layout, a cell's own control): the row's link
      onClick={(event) => {
        const target = event.target as Element;
        if (target.closest('a, button, input, [role="button"]')) return;
        event.currentTarget.querySelector<HTMLAnchorElement>('a[href]')?.click();
      }}
      sx={{
        position: 'relative',
        cursor: 'pointer',
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px', bgcolor: 'action.hover' },
      }}
    >
      {children}
    </TableRow>
  );
}

/** The link of an OpenableRow (in the cell that names the item): a click anywhere on the row follows it. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      color="inherit"
      underline="hover"
      sx={{
        // the whole row is the link's target (the row is position: relative)
        '&::after': { content: '""', position: 'absolute', inset: 0 },
        // the row draws the focus ring around itself
        '&:focus-visible': { outline: 'none', textDecoration: 'underline' },
      }}
    >
      {children}
    </Link>
  );
}
