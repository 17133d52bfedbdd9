import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage, localeFrom, RenameAccountInput, type AccountView } from '@kollab/contracts';
import { formatDate } from '../../lib/dates';
import { serverFieldMessages, validateWith } from '../../lib/validation';
import { AccountSection } from './AccountSection';
import { accountActions, selectAccountChanges, STALE_CODE } from './account.slice';

/** The organisation's name (the contracts' rule checked before sending), its domain and when it was created. */
export function NameSection({ account }: { account: AccountView }) {
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
    <AccountSection title={t('name.title')}>
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
    </AccountSection>
  );
}
