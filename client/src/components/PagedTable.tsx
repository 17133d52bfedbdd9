import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface PagedTableProps {
  /** The table's accessible name. */
  label: string;
  /** While a page loads (aria-busy); left out, the table does not say. */
  busy?: boolean;
  /** The header cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
  total: number;
  /** 1-based. */
  page: number;
  limit: number;
  pageSizes: readonly number[];
  /** Another page (1-based). */
  onPage(page: number): void;
  /** Another page size (the list starts at its first page again). */
  onLimit(limit: number): void;
}

/** A list page's table: header, rows and the pager below (rows per page, "1–10 of 42"). */
export function PagedTable({ label, busy, head, children, total, page, limit, pageSizes, onPage, onLimit }: PagedTableProps) {
  const { t } = useTranslation('common');
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={busy}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, page - 1)}
        rowsPerPage={limit}
        rowsPerPageOptions={[...pageSizes]}
        onPageChange={(_event, next) => onPage(next + 1)}
        onRowsPerPageChange={(event) => onLimit(Number(event.target.value))}
        labelRowsPerPage={t('rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('pageRange', { from, to, count })}
      />
    </Paper>
  );
}
