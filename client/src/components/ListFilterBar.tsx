import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Collapse, Paper, Stack } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchField } from './DebouncedSearchField';
import { SavedFiltersMenu, type SavedFiltersMenuProps } from './SavedFiltersMenu';

export interface ListFilterBarProps<Q> {
  /** The panel's id (the toggle controls it). */
  id: string;
  searchLabel: string;
  search: string;
  onSearch(search: string): void;
  /** The order select. */
  order: ReactNode;
  /** Filters other than the search are set: the panel opens (a saved filter, a link). */
  filtered: boolean;
  onReset(): void;
  saved: SavedFiltersMenuProps<Q>;
  /** The filter fields; each applies as soon as it changes. */
  children: ReactNode;
}

/**
 * The one filter pattern of the list pages (tasks, protocols): search, order, the filter
 * panel (opened by its button, open while filters are set, reset) and the saved filters.
 */
export function ListFilterBar<Q>({ id, searchLabel, search, onSearch, order, filtered, onReset, saved, children }: ListFilterBarProps<Q>) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(filtered);
  useEffect(() => {
    if (filtered) setOpen(true);
  }, [filtered]);
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box role="search" sx={{ flex: 1 }}>
          <DebouncedSearchField label={searchLabel} type="search" value={search} onSearch={onSearch} />
        </Box>
        {order}
        <Stack direction="row" spacing={1}>
          <Button startIcon={<FilterListIcon />} aria-expanded={open} aria-controls={id} onClick={() => setOpen((shown) => !shown)}>
            {t('filters.toggle')}
          </Button>
          <SavedFiltersMenu {...saved} />
        </Stack>
      </Stack>
      <Collapse in={open}>
        <Paper variant="outlined" id={id} role="group" aria-label={t('filters.label')} sx={{ p: 2, mt: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
            {children}
            <Button onClick={onReset} disabled={!filtered}>
              {t('filters.reset')}
            </Button>
          </Stack>
        </Paper>
      </Collapse>
    </Box>
  );
}
