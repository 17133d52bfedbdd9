import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  Box,
  Button,
  Collapse,
  IconButton,
  InputAdornment,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { CONTACT_ORDERS, localeFrom, type ContactOrder, type ContactView } from '@kollab/contracts';
import { ListState } from '../../components/ListState';
import { contactsActions, selectContactList, selectContactLookups, selectContactRows, selectTypeTitles, type ContactsQuery } from './contacts.slice';
import { ContactDialog } from './ContactDialog';
import { countryName } from './contact-display';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

const PAGE_SIZES = [10, 25, 50, 100];
type FilterValues = Pick<ContactsQuery, 'name' | 'number' | 'type'>;
type SortField = 'number' | 'name';

/** /contacts (seed §2): search, filters, order, paging; a row opens the contact. */
export function ContactsPage() {
  const { t, i18n } = useCatalog('contacts', contactsCatalog);
  const locale = localeFrom(i18n.language);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const list = useSelector(selectContactList);
  const rows = useSelector(selectContactRows);
  const lookups = useSelector(selectContactLookups);
  const typeTitles = useSelector(selectTypeTitles);
  const [search, setSearch] = useState(list.query.search);
  const [filters, setFilters] = useState<FilterValues>({ name: list.query.name, number: list.query.number, type: list.query.type });
  const [showFilters, setShowFilters] = useState(Boolean(list.query.name || list.query.number || list.query.type));

  useEffect(() => {
    dispatch(contactsActions.listRequested());
    // a manager may have added a contact type meanwhile (types are not pushed here)
    dispatch(contactsActions.lookupsNeeded({ names: ['types'], fresh: true }));
    dispatch(contactsActions.lookupsNeeded({ names: ['countries'] }));
  }, [dispatch]);

  const query = list.query;
  const filtered = Boolean(query.search || query.name || query.number || query.type);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    dispatch(contactsActions.listRequested({ search, page: 1 }));
  };
  const applyFilters = (event: FormEvent) => {
    event.preventDefault();
    dispatch(contactsActions.listRequested({ ...filters, page: 1 }));
  };
  const resetFilters = () => {
    const empty = { name: '', number: '', type: '' };
    setFilters(empty);
    setSearch('');
    dispatch(contactsActions.listRequested({ ...empty, search: '', page: 1 }));
  };
  const sortBy = (field: SortField) => {
    const order: ContactOrder = query.order === field ? `-${field}` : field;
    dispatch(contactsActions.listRequested({ order, page: 1 }));
  };
  const sortDirection = (field: SortField) => (query.order === field ? 'asc' : query.order === `-${field}` ? 'desc' : false);
  const openCreate = () => {
    dispatch(contactsActions.lookupsNeeded({ names: ['types', 'countries', 'users', 'form'] }));
    dispatch(contactsActions.editorOpened({ mode: 'create' }));
  };

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t('routes:titles.contacts')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
          {t('create.open')}
        </Button>
      </Stack>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Box component="form" role="search" onSubmit={submitSearch} sx={{ flex: 1 }}>
          <TextField
            label={t('search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            size="small"
            fullWidth
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton type="submit" aria-label={t('search')} edge="end">
                      <SearchIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <TextField
          select
          size="small"
          label={t('order.label')}
          value={query.order}
          onChange={(event) => dispatch(contactsActions.listRequested({ order: event.target.value as ContactOrder, page: 1 }))}
          sx={{ minWidth: 220 }}
        >
          {CONTACT_ORDERS.map((order) => (
            <MenuItem key={order} value={order}>
              {t(`order.${order.replace('-', 'desc_')}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<FilterListIcon />} aria-expanded={showFilters} aria-controls="contact-filters" onClick={() => setShowFilters((open) => !open)}>
          {t('filters.toggle')}
        </Button>
      </Stack>

      <Collapse in={showFilters}>
        <Paper variant="outlined" component="form" id="contact-filters" aria-label={t('filters.label')} onSubmit={applyFilters} sx={{ p: 2, mb: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField size="small" label={t('fields.name')} value={filters.name} onChange={(event) => setFilters({ ...filters, name: event.target.value })} />
            <TextField size="small" label={t('fields.number')} value={filters.number} onChange={(event) => setFilters({ ...filters, number: event.target.value })} />
            <TextField
              select
              size="small"
              label={t('fields.type')}
              value={filters.type}
              onChange={(event) => setFilters({ ...filters, type: event.target.value })}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{t('filters.allTypes')}</MenuItem>
              {lookups.types.data.map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {type.title}
                </MenuItem>
              ))}
            </TextField>
            <Button type="submit" variant="outlined">
              {t('filters.apply')}
            </Button>
            <Button onClick={resetFilters}>{t('filters.reset')}</Button>
          </Stack>
        </Paper>
      </Collapse>

      {list.status === 'loaded' && rows.length === 0 && !filtered ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography gutterBottom>{t('empty')}</Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
            {t('create.open')}
          </Button>
        </Paper>
      ) : (
        <ListState status={list.status} empty={rows.length === 0} emptyText={t('noMatches')} onRetry={() => dispatch(contactsActions.listRequested())}>
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label={t('tableLabel')} aria-busy={list.status === 'loading'}>
                <TableHead>
                  <TableRow>
                    {(['number', 'name'] as const).map((field) => (
                      <TableCell key={field} sortDirection={sortDirection(field)}>
                        <TableSortLabel active={sortDirection(field) !== false} direction={sortDirection(field) || 'asc'} onClick={() => sortBy(field)}>
                          {t(`fields.${field}`)}
                        </TableSortLabel>
                      </TableCell>
                    ))}
                    <TableCell>{t('fields.type')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('fields.city')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('fields.country')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((contact) => (
                    <ContactRow
                      key={contact.id}
                      contact={contact}
                      type={typeTitles[contact.type] ?? ''}
                      country={countryName(lookups.countries.data, contact.address.country, locale)}
                      onOpen={() => navigate(`/contacts/${contact.id}`)}
                    />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={list.total}
              page={Math.max(0, query.page - 1)}
              rowsPerPage={query.limit}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_event, page) => dispatch(contactsActions.listRequested({ page: page + 1 }))}
              onRowsPerPageChange={(event) => dispatch(contactsActions.listRequested({ limit: Number(event.target.value), page: 1 }))}
              labelRowsPerPage={t('common:rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => t('common:pageRange', { from, to, count })}
            />
          </Paper>
        </ListState>
      )}
      <ContactDialog />
    </Box>
  );
}

function ContactRow({ contact, type, country, onOpen }: { contact: ContactView; type: string; country: string; onOpen(): void }) {
  const { t } = useCatalog('contacts', contactsCatalog);
  return (
    <TableRow
      hover
      tabIndex={0}
      aria-label={t('openContact', { name: contact.name })}
      sx={{ cursor: 'pointer' }}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      <TableCell>{contact.number}</TableCell>
      <TableCell sx={{ fontWeight: 500 }}>{contact.name}</TableCell>
      <TableCell>{type}</TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{contact.address.city}</TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{country}</TableCell>
    </TableRow>
  );
}
