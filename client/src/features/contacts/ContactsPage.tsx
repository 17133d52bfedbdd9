import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, Collapse, Paper, Stack, TableCell, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import { CONTACT_ORDERS, localeFrom, type ContactOrder, type ContactView } from '@kollab/contracts';
import { ListState } from '../../components/ListState';
import { OpenableRow, RowLink } from '../../components/OpenableRow';
import { PagedTable } from '../../components/PagedTable';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { SelectField } from '../../components/SelectField';
import { SortHeaderCell } from '../../components/SortHeaderCell';
import { contactsActions, selectContactList, selectContactRows, type ContactsQuery } from './contacts.slice';
import { selectTypeTitles, useContactLookups } from './contact-lookups';
import { ContactDialog } from './ContactDialog';
import { countryName } from './contact-display';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

const PAGE_SIZES = [10, 25, 50, 100];
type FilterValues = Pick<ContactsQuery, 'name' | 'number' | 'type'>;

/** /contacts (seed §2): search, filters, order, paging; a row opens the contact. */
export function ContactsPage() {
  const { t, i18n } = useCatalog('contacts', contactsCatalog);
  const locale = localeFrom(i18n.language);
  const dispatch = useDispatch();
  const list = useSelector(selectContactList);
  const rows = useSelector(selectContactRows);
  // a manager may have added a contact type meanwhile: read again when the page opens
  const lookups = useContactLookups(['types', 'countries'], { fresh: true });
  const typeTitles = useSelector(selectTypeTitles);
  const [search, setSearch] = useState(list.query.search);
  const [filters, setFilters] = useState<FilterValues>({ name: list.query.name, number: list.query.number, type: list.query.type });
  const [showFilters, setShowFilters] = useState(Boolean(list.query.name || list.query.number || list.query.type));

  useEffect(() => {
    dispatch(contactsActions.listRequested());
  }, [dispatch]);

  const query = list.query;
  const filtered = Boolean(query.search || query.name || query.number || query.type);
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
  const sortBy = (order: ContactOrder) => dispatch(contactsActions.listRequested({ order, page: 1 }));
  const openCreate = () => {
    dispatch(contactsActions.formNeeded());
    dispatch(contactsActions.editorOpened({ mode: 'create' }));
  };

  return (
    <Box>
      <PageHeader title={t('routes:titles.contacts')}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
          {t('create.open')}
        </Button>
      </PageHeader>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <SearchField
          label={t('search')}
          value={search}
          onChange={setSearch}
          onSubmit={() => dispatch(contactsActions.listRequested({ search, page: 1 }))}
        />
        <SelectField
          label={t('order.label')}
          value={query.order}
          options={CONTACT_ORDERS.map((order) => ({ value: order, label: t(`order.${order.replace('-', 'desc_')}`) }))}
          onChange={sortBy}
          minWidth={220}
        />
        <Button
          startIcon={<FilterListIcon />}
          aria-expanded={showFilters}
          aria-controls="contact-filters"
          onClick={() => setShowFilters((open) => !open)}
        >
          {t('filters.toggle')}
        </Button>
      </Stack>

      <Collapse in={showFilters}>
        <Paper variant="outlined" component="form" id="contact-filters" aria-label={t('filters.label')} onSubmit={applyFilters} sx={{ p: 2, mb: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              size="small"
              label={t('fields.name')}
              value={filters.name}
              onChange={(event) => setFilters({ ...filters, name: event.target.value })}
            />
            <TextField
              size="small"
              label={t('fields.number')}
              value={filters.number}
              onChange={(event) => setFilters({ ...filters, number: event.target.value })}
            />
            <SelectField
              label={t('fields.type')}
              value={filters.type}
              options={lookups.types.map((type) => ({ value: type.id, label: type.title }))}
              anyLabel={t('filters.allTypes')}
              onChange={(type) => setFilters({ ...filters, type })}
              minWidth={180}
            />
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
        <ListState
          status={list.status}
          empty={rows.length === 0}
          emptyText={t('noMatches')}
          onRetry={() => dispatch(contactsActions.listRequested())}
        >
          <PagedTable
            label={t('tableLabel')}
            busy={list.status === 'loading'}
            head={
              <>
                {(['number', 'name'] as const).map((field) => (
                  <SortHeaderCell key={field} field={field} label={t(`fields.${field}`)} order={query.order} onSort={sortBy} />
                ))}
                <TableCell>{t('fields.type')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('fields.city')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('fields.country')}</TableCell>
              </>
            }
            total={list.total}
            page={query.page}
            limit={query.limit}
            pageSizes={PAGE_SIZES}
            onPage={(page) => dispatch(contactsActions.listRequested({ page }))}
            onLimit={(limit) => dispatch(contactsActions.listRequested({ limit, page: 1 }))}
          >
            {rows.map((contact) => (
              <ContactRow
                key={contact.id}
                contact={contact}
                type={typeTitles[contact.type] ?? ''}
                country={countryName(lookups.countries, contact.address.country, locale)}
              />
            ))}
          </PagedTable>
        </ListState>
      )}
      <ContactDialog />
    </Box>
  );
}

function ContactRow({ contact, type, country }: { contact: ContactView; type: string; country: string }) {
  const { t } = useCatalog('contacts', contactsCatalog);
  return (
    <OpenableRow label={t('openContact', { name: contact.name })}>
      <TableCell>{contact.number}</TableCell>
      <TableCell sx={{ fontWeight: 500 }}>
        <RowLink to={`/contacts/${contact.id}`}>{contact.name}</RowLink>
      </TableCell>
      <TableCell>{type}</TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{contact.address.city}</TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{country}</TableCell>
    </OpenableRow>
  );
}
