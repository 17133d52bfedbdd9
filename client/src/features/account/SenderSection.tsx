import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChangeSenderAddressInput, errorMessage, localeFrom, type AccountView } from '@kollab/contracts';
import { serverFieldMessages, validateWith } from '../../lib/validation';
import { AccountSection } from './AccountSection';
import { accountActions, selectAccountChanges, STALE_CODE } from './account.slice';

/** The flag that shows the sender address section. */
export const CUSTOM_SENDER_FLAG = 'email.custom_sender_address';

/** Flag email.custom_sender_address: the address the account's mails give for replies (From keeps the app's address). */
export function SenderSection({ account }: { account: AccountView }) {
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
    <AccountSection title={t('sender.title')}>
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
    </AccountSection>
  );
}
