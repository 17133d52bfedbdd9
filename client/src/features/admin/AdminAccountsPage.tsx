import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CreateAccountInput, errorMessage, localeFrom } from '@kollab/contracts';
import { ListState } from '../../components/ListState';
import { PagedTable } from '../../components/PagedTable';
import { SearchField } from '../../components/SearchField';
import { formatDate } from '../../lib/dates';
import { serverFieldMessages, validateWith, type FieldMessages } from '../../lib/validation';
import { adminActions, selectAdminAccountRows, selectAdminAccounts, selectCreateAccountForm } from './admin.slice';
import { AdminTabs } from './AdminTabs';
import { useCatalog } from '../../lib/i18n-catalog';
import { adminCatalog } from './admin.catalog';

const PAGE_SIZES = [10, 25, 50, 100];

/** /admin/accounts: every organisation, search, paging and "create organisation". */
export function AdminAccountsPage() {
  const { t } = useCatalog('admin', adminCatalog);
  const dispatch = useDispatch();
  const list = useSelector(selectAdminAccounts);
  const rows = useSelector(selectAdminAccountRows);
  const [search, setSearch] = useState(list.query.search);
  useEffect(() => {
    dispatch(adminActions.accountsRequested());
  }, [dispatch]);
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('accounts.title')}
      </Typography>
      <AdminTabs />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchField
          label={t('accounts.search')}
          value={search}
          onChange={setSearch}
          onSubmit={() => dispatch(adminActions.accountsRequested({ search, page: 1 }))}
        />
        <Button variant="contained" onClick={() => dispatch(adminActions.createAccountDialogOpened())}>
          {t('accounts.create')}
        </Button>
      </Stack>
      <ListState
        status={list.status}
        empty={rows.length === 0}
        emptyText={t('accounts.empty')}
        onRetry={() => dispatch(adminActions.accountsRequested())}
      >
        <PagedTable
          label={t('accounts.title')}
          head={
            <>
              <TableCell>{t('accounts.columns.name')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('accounts.columns.domain')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('accounts.columns.createdAt')}</TableCell>
              <TableCell>{t('accounts.columns.members')}</TableCell>
              <TableCell>{t('accounts.columns.status')}</TableCell>
            </>
          }
          total={list.total}
          page={list.query.page}
          limit={list.query.limit}
          pageSizes={PAGE_SIZES}
          onPage={(page) => dispatch(adminActions.accountsRequested({ page }))}
          onLimit={(limit) => dispatch(adminActions.accountsRequested({ limit, page: 1 }))}
        >
          {rows.map((account) => (
            <TableRow key={account.id} hover>
              <TableCell>
                <Link component={RouterLink} to={`/admin/accounts/${account.id}`}>
                  {account.name}
                </Link>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{account.domain}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatDate(account.created_at)}</TableCell>
              <TableCell>
                {t('accounts.memberCount', { count: account.number_of_members, slots: account.user_slots + account.portal_user_slots })}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={t(`status.${account.status}`)}
                  color={account.status === 'active' ? 'success' : 'warning'}
                  variant="outlined"
                />
              </TableCell>
            </TableRow>
          ))}
        </PagedTable>
      </ListState>
      <CreateAccountDialog />
    </Box>
  );
}

const FIELDS = ['name', 'domain', 'manager_email', 'manager_username', 'manager_first_name', 'manager_last_name'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { name: '', domain: '', manager_email: '', manager_username: '', manager_first_name: '', manager_last_name: '' };
/** The contracts' rules in words: the name (letters, digits, dashes) is not the domain (lower case only). */
const FIELD_HINTS: Partial<Record<(typeof FIELDS)[number], string>> = { name: 'nameHint', domain: 'domainHint', manager_username: 'newManagerHint' };

/** Name, domain and the first manager by e-mail (a new user also needs username and names). */
export function CreateAccountDialog() {
  const form = useSelector(selectCreateAccountForm);
  return <CreateAccountForm key={form.serial} />;
}

function CreateAccountForm() {
  const { t, i18n } = useCatalog('admin', adminCatalog);
  const dispatch = useDispatch();
  const form = useSelector(selectCreateAccountForm);
  const locale = localeFrom(i18n.language);
  const [values, setValues] = useState<Values>(EMPTY);
  const [local, setLocal] = useState<FieldMessages>({});
  const messages: FieldMessages = { ...serverFieldMessages(form.fieldErrors), ...local };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const optional = (value: string) => value.trim() || undefined;
    const input = {
      name: values.name.trim(),
      domain: values.domain.trim().toLowerCase(),
      manager_email: values.manager_email.trim(),
      manager_username: optional(values.manager_username),
      manager_first_name: optional(values.manager_first_name),
      manager_last_name: optional(values.manager_last_name),
    };
    const found = validateWith(CreateAccountInput, input, locale);
    setLocal(found);
    if (Object.keys(found).length === 0) dispatch(adminActions.accountCreateRequested(input as CreateAccountInput));
  };
  const close = () => dispatch(adminActions.createAccountDialogClosed());
  return (
    <Dialog open={form.open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-account-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-account-title">{t('accounts.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {form.error && form.error !== 'request.validation_failed' && <Alert severity="error">{errorMessage(form.error, locale)}</Alert>}
            {FIELDS.map((field, index) => (
              <TextField
                key={field}
                name={field}
                label={t(`accounts.fields.${field}`)}
                type={field === 'manager_email' ? 'email' : 'text'}
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                error={!!messages[field]}
                helperText={messages[field] ?? (FIELD_HINTS[field] ? t(`accounts.fields.${FIELD_HINTS[field]}`) : undefined)}
                required={index < 3}
                autoFocus={index === 0}
                fullWidth
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.status === 'submitting'}>
            {t('accounts.createSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
