import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  FormGroup,
  LinearProgress,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_DELETION_DAYS,
  ACCOUNT_FLAGS,
  APPS,
  ChangeSenderAddressInput,
  errorMessage,
  localeFrom,
  RenameAccountInput,
  type AccountView,
  type App,
  type FeatureFlag,
} from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListState } from '../../components/ListState';
import { formatDate } from '../../lib/dates';
import { serverFieldMessages, validateWith } from '../../lib/validation';
import {
  accountActions,
  selectAccountChanges,
  selectAccountImages,
  selectAccountSettings,
  slotUsage,
  type AccountImage,
  STALE_CODE,
} from './account.slice';

/** i18n keys cannot hold the flags' dots. */
export const flagKey = (flag: string) => flag.replace(/\./g, '_');

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `account-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** /manager/account: name, apps and flags, slots, logo and icon, deletion (seed §2 manager area). */
export function AccountSettings() {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const { status, account } = useSelector(selectAccountSettings);
  useEffect(() => {
    dispatch(accountActions.loadRequested());
  }, [dispatch]);
  return (
    <ListState status={status} empty={account === null} onRetry={() => dispatch(accountActions.loadRequested())}>
      {account && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <NameSection account={account} />
          <SlotsSection account={account} />
          <AppsSection account={account} />
          {account.flags.includes(CUSTOM_SENDER_FLAG) && <SenderSection account={account} />}
          <Section title={t('images.title')}>
            <Stack spacing={2}>
              <ImagePicker image="logo" present={account.logo !== null} />
              <ImagePicker image="icon" present={account.icon !== null} />
            </Stack>
          </Section>
          <DeletionSection account={account} />
        </Box>
      )}
    </ListState>
  );
}

function NameSection({ account }: { account: AccountView }) {
  const { t, i18n } = useTranslation('account');
  const dispatch = useDispatch();
  const change = useSelector(selectAccountChanges).name;
  const [name, setName] = useState(account.name);
  const [local, setLocal] = useState<string | undefined>();
  useEffect(() => setName(account.name), [account.name]);
  const locale = localeFrom(i18n.language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateWith(RenameAccountInput, { name: name.trim() }, locale);
    setLocal(found.name);
    if (!found.name) dispatch(accountActions.renameRequested({ name: name.trim() }));
  };
  const failed = change.status === 'failed' ? change.error : null;
  const message =
    local ?? serverFieldMessages(change.fieldErrors).name ?? (failed === STALE_CODE ? t('stale') : failed ? errorMessage(failed, locale) : undefined);
  return (
    <Section title={t('name.title')}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={t('name.label')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={!!message}
            helperText={message ?? t('name.hint')}
            fullWidth
            required
          />
          <Button type="submit" variant="contained" disabled={change.status === 'saving' || name.trim() === account.name} sx={{ mt: { sm: 1 } }}>
            {t('common:save')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('name.domain', { domain: account.domain })} · {t('name.createdAt', { date: formatDate(account.created_at) })}
        </Typography>
      </Box>
    </Section>
  );
}

const CUSTOM_SENDER_FLAG = 'email.custom_sender_address';

/** Flag email.custom_sender_address: the address the account's mails give for replies (From keeps the app's address). */
function SenderSection({ account }: { account: AccountView }) {
  const { t, i18n } = useTranslation('account');
  const dispatch = useDispatch();
  const change = useSelector(selectAccountChanges).sender;
  const saved = account.sender_address ?? '';
  const [address, setAddress] = useState(saved);
  const [local, setLocal] = useState<string | undefined>();
  useEffect(() => setAddress(saved), [saved]);
  const locale = localeFrom(i18n.language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = address.trim() || null;
    const found = validateWith(ChangeSenderAddressInput, { sender_address: value }, locale);
    setLocal(found.sender_address);
    if (!found.sender_address) dispatch(accountActions.senderChangeRequested({ sender_address: value }));
  };
  const failed = change.status === 'failed' ? change.error : null;
  const message =
    local ??
    serverFieldMessages(change.fieldErrors).sender_address ??
    (failed === STALE_CODE ? t('stale') : failed ? errorMessage(failed, locale) : undefined);
  return (
    <Section title={t('sender.title')}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={t('sender.label')}
            type="email"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={!!message}
            helperText={message ?? t('sender.hint')}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={change.status === 'saving' || address.trim() === saved} sx={{ mt: { sm: 1 } }}>
            {t('common:save')}
          </Button>
        </Stack>
      </Box>
    </Section>
  );
}

function AppsSection({ account }: { account: AccountView }) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const changes = useSelector(selectAccountChanges);
  const toggleApp = (app: App, on: boolean) =>
    dispatch(
      accountActions.appsChangeRequested({
        apps: on ? [...account.apps.filter((item) => item !== app), app] : account.apps.filter((item) => item !== app),
      }),
    );
  const flags = account.flags.filter((flag): flag is FeatureFlag => (ACCOUNT_FLAGS as readonly string[]).includes(flag));
  const toggleFlag = (flag: FeatureFlag, on: boolean) =>
    dispatch(
      accountActions.flagsChangeRequested({ flags: on ? [...flags.filter((item) => item !== flag), flag] : flags.filter((item) => item !== flag) }),
    );
  return (
    <Section title={t('apps.title')}>
      <FormGroup aria-label={t('apps.title')}>
        {APPS.map((app) => (
          <FormControlLabel
            key={app}
            label={t(`apps.${app}`)}
            control={
              <Switch checked={account.apps.includes(app)} disabled={changes.apps.status === 'saving'} onChange={(_e, on) => toggleApp(app, on)} />
            }
          />
        ))}
      </FormGroup>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('flags.title')}
      </Typography>
      <FormGroup aria-label={t('flags.title')}>
        {ACCOUNT_FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            label={t(`flags.${flagKey(flag)}`)}
            control={
              <Switch checked={flags.includes(flag)} disabled={changes.flags.status === 'saving'} onChange={(_e, on) => toggleFlag(flag, on)} />
            }
          />
        ))}
      </FormGroup>
    </Section>
  );
}

function SlotsSection({ account }: { account: AccountView }) {
  const { t } = useTranslation('account');
  const usage = slotUsage(account);
  return (
    <Section title={t('slots.title')}>
      <Stack spacing={2}>
        {(['users', 'portal'] as const).map((kind) => {
          const { used, total } = usage[kind];
          const label = t(`slots.${kind}`, { used, total });
          return (
            <Box key={kind}>
              <Typography variant="body2" id={`slots-${kind}`}>
                {label}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={total > 0 ? Math.min(100, (used / total) * 100) : 100}
                color={used >= total ? 'warning' : 'primary'}
                aria-labelledby={`slots-${kind}`}
              />
            </Box>
          );
        })}
        <Typography variant="body2" color="text.secondary">
          {t('slots.more')}
        </Typography>
      </Stack>
    </Section>
  );
}

function ImagePicker({ image, present }: { image: AccountImage; present: boolean }) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const loaded = useSelector(selectAccountImages)[image];
  const change = useSelector(selectAccountChanges)[image];
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 96,
          height: 64,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          flexShrink: 0,
        }}
      >
        {loaded ? (
          <img src={loaded.url} alt={t(`images.${image}Alt`)} style={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {present ? t('images.loading') : t('images.none')}
          </Typography>
        )}
      </Box>
      <Stack spacing={1}>
        <Typography variant="body2">{t(`images.${image}`)}</Typography>
        <Stack direction="row" spacing={1}>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
            hidden
            aria-label={t(`images.${image}Upload`)}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) dispatch(accountActions.imageChangeRequested({ image, file }));
              event.target.value = '';
            }}
          />
          <Button size="small" variant="outlined" disabled={change.status === 'saving'} onClick={() => input.current?.click()}>
            {t(`images.${image}Upload`)}
          </Button>
          {present && (
            <Button
              size="small"
              color="error"
              disabled={change.status === 'saving'}
              onClick={() => dispatch(accountActions.imageChangeRequested({ image, file: null }))}
            >
              {t(`images.${image}Remove`)}
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}

function DeletionSection({ account }: { account: AccountView }) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const change = useSelector(selectAccountChanges).deletion;
  const [confirm, setConfirm] = useState(false);
  const marked = account.status === 'marked_for_deletion';
  return (
    <Section title={t('deletion.title')}>
      {marked ? (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={change.status === 'saving'}
              onClick={() => dispatch(accountActions.deletionCancelRequested())}
            >
              {t('deletion.cancel')}
            </Button>
          }
        >
          {t('deletion.marked', { days: ACCOUNT_DELETION_DAYS })}
          {account.delete_after && ` ${t('deletion.after', { date: formatDate(account.delete_after) })}`}
        </Alert>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2">{t('deletion.explain', { days: ACCOUNT_DELETION_DAYS })}</Typography>
          <Button color="error" variant="outlined" disabled={change.status === 'saving'} onClick={() => setConfirm(true)}>
            {t('deletion.mark')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirm}
        title={t('deletion.confirmTitle')}
        text={t('deletion.confirmText', { name: account.name, days: ACCOUNT_DELETION_DAYS })}
        confirmLabel={t('deletion.mark')}
        destructive
        onConfirm={() => dispatch(accountActions.deletionRequested())}
        onClose={() => setConfirm(false)}
      />
    </Section>
  );
}
