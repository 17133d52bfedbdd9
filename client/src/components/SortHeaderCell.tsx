import { TableCell, TableSortLabel } from '@mui/material';
import { sortDirectionOf, toggledOrder } from '../lib/sort-order';

export interface SortHeaderCellProps<O extends string> {
  field: string;
  label: string;
  /** The list's order in effect (`field` or `-field`, lib/sort-order.ts). */
  order: O;
  onSort(order: O): void;
}

/** A column header that sorts the list by its field, ascending first, then descending. */
export function SortHeaderCell<O extends string>({ field, label, order, onSort }: SortHeaderCellProps<O>) {
  const direction = sortDirectionOf(order, field);
  return (
    <TableCell sortDirection={direction}>
      <TableSortLabel active={direction !== false} direction={direction || 'asc'} onClick={() => onSort(toggledOrder(order, field))}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
