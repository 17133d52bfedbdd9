import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, Card, CardContent, Chip, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_DELETION_DAYS, ChangeAccountSlotsInput, localeFrom, type AccountView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListState } from '../../components/ListState';
import { formatDate } from '../../lib/dates';
import { serverFieldMessages, validateWith, type FieldMessages } from '../../lib/validation';
import { adminActions, selectAdminAccountDetail, selectDeletionForm, selectSlotsForm } from './admin.slice';
import { AdminTabs } from './AdminTabs';
import { useCatalog } from '../../lib/i18n-catalog';
import { adminCatalog } from './admin.catalog';

/** /admin/accounts/:id: the organisation, its slots (editable) and deletion. */
export function AdminAccountPage({ id }: { id: string }) {
  const { t } = useCatalog('admin', adminCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectAdminAccountDetail);
  useEffect(() => {
    dispatch(adminActions.accountRequested({ id }));
  }, [dispatch, id]);
  const account = detail.id === id ? detail.account : null;
  return (
    <Box>
      <Link component={RouterLink} to="/admin/accounts">
        {t('account.back')}
      </Link>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }} gutterBottom>
        {account?.name ?? t('account.title')}
      </Typography>
      <AdminTabs />
      <ListState status={detail.status} empty={account === null} onRetry={() => dispatch(adminActions.accountRequested({ id }))}>
        {account && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Facts account={account} />
            <SlotsForm account={account} />
            <Deletion account={account} />
          </Box>
        )}
      </ListState>
    </Box>
  );
}

function Facts({ account }: { account: AccountView }) {
  const { t } = useCatalog('admin', adminCatalog);
  const facts: [string, string][] = [
    [t('accounts.columns.domain'), account.domain],
    [t('accounts.columns.createdAt'), formatDate(account.created_at)],
    [t('account.members'), String(account.number_of_members - account.number_of_portal_members)],
    [t('account.portalMembers'), String(account.number_of_portal_members)],
    [t('account.apps'), account.apps.map((app) => t(`apps.${app}`)).join(', ') || '–'],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Chip
          size="small"
          label={t(`status.${account.status}`)}
          color={account.status === 'active' ? 'success' : 'warning'}
          variant="outlined"
          sx={{ mb: 1 }}
        />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function SlotsForm({ account }: { account: AccountView }) {
  const { t, i18n } = useCatalog('admin', adminCatalog);
  const dispatch = useDispatch();
  const form = useSelector(selectSlotsForm);
  const [values, setValues] = useState({ user_slots: String(account.user_slots), portal_user_slots: String(account.portal_user_slots) });
  const [local, setLocal] = useState<FieldMessages>({});
  useEffect(
    () => setValues({ user_slots: String(account.user_slots), portal_user_slots: String(account.portal_user_slots) }),
    [account.user_slots, account.portal_user_slots],
  );
  const messages: FieldMessages = { ...serverFieldMessages(form.fieldErrors), ...local };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { user_slots: Number(values.user_slots), portal_user_slots: Number(values.portal_user_slots) };
    const found = validateWith(ChangeAccountSlotsInput, input, localeFrom(i18n.language));
    setLocal(found);
    if (Object.keys(found).length === 0) dispatch(adminActions.slotsChangeRequested({ id: account.id, ...input }));
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="slots-title">
      <CardContent>
        <Typography id="slots-title" variant="h6" component="h2" gutterBottom>
          {t('account.slotsTitle')}
        </Typography>
        <Stack component="form" onSubmit={submit} noValidate spacing={2}>
          {(['user_slots', 'portal_user_slots'] as const).map((field) => (
            <TextField
              key={field}
              label={t(`account.${field}`)}
              type="number"
              value={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              error={!!messages[field]}
              helperText={messages[field]}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              required
            />
          ))}
          <Box>
            <Button type="submit" variant="contained" disabled={form.status === 'submitting'}>
              {t('common:save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Deletion({ account }: { account: AccountView }) {
  const { t } = useCatalog('admin', adminCatalog);
  const dispatch = useDispatch();
  const form = useSelector(selectDeletionForm);
  const [confirm, setConfirm] = useState(false);
  const marked = account.status === 'marked_for_deletion';
  return (
    <Card variant="outlined" component="section" aria-labelledby="deletion-title">
      <CardContent>
        <Typography id="deletion-title" variant="h6" component="h2" gutterBottom>
          {t('account.deletionTitle')}
        </Typography>
        {marked ? (
          <Alert severity="warning">
            {t('account.marked', { days: ACCOUNT_DELETION_DAYS })}
            {account.delete_after && ` ${t('account.after', { date: formatDate(account.delete_after) })}`}
          </Alert>
        ) : (
          <Button color="error" variant="outlined" disabled={form.status === 'submitting'} onClick={() => setConfirm(true)}>
            {t('account.delete')}
          </Button>
        )}
        <ConfirmDialog
          open={confirm}
          title={t('account.confirmTitle')}
          text={t('account.confirmText', { name: account.name, days: ACCOUNT_DELETION_DAYS })}
          confirmLabel={t('account.delete')}
          destructive
          onConfirm={() => dispatch(adminActions.accountDeleteRequested({ id: account.id }))}
          onClose={() => setConfirm(false)}
        />
      </CardContent>
    </Card>
  );
}
