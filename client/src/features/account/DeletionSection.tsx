import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETION_DAYS, type AccountView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDate } from '../../lib/dates';
import { AccountSection } from './AccountSection';
import { accountActions, selectAccountChanges } from './account.slice';

/** Marking the account for deletion (after a confirm dialog), and cancelling that while it waits. */
export function DeletionSection({ account }: { account: AccountView }) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const change = useSelector(selectAccountChanges).deletion;
  const [confirm, setConfirm] = useState(false);
  const marked = account.status === 'marked_for_deletion';
  return (
    <AccountSection title={t('deletion.title')}>
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
    </AccountSection>
  );
}
