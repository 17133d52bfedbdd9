import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, CircularProgress, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { pendingTarget } from './session-account-choice.saga';
import { selectAccounts, selectSession, sessionActions } from './session.slice';

/** /accounts: the account picker (seed §2), never cached: the list is read on every visit. */
export function AccountPickerPage() {
  const { t } = useTranslation('session');
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const target = pendingTarget(params.get('target'));
  const accounts = useSelector(selectAccounts);
  const { accounts: load, account } = useSelector(selectSession);

  useEffect(() => {
    dispatch(sessionActions.accountsRequested());
  }, [dispatch]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
      <Paper sx={{ p: 3, width: '100%', maxWidth: 480 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('accounts.title')}
        </Typography>
        {load.status === 'loading' && <CircularProgress aria-label={t('loading')} />}
        {load.status === 'failed' && (
          <Alert severity="error" action={<Button onClick={() => dispatch(sessionActions.accountsRequested())}>{t('accounts.retry')}</Button>}>
            {t('accounts.loadFailed')}
          </Alert>
        )}
        {load.status === 'loaded' && accounts.length === 0 && <Typography>{t('accounts.none')}</Typography>}
        {accounts.length > 0 && (
          <>
            <Typography sx={{ mb: 1 }}>{t('accounts.intro')}</Typography>
            <List>
              {accounts.map((item) => (
                <ListItemButton
                  key={item.account_id}
                  selected={item.account_id === account.id}
                  disabled={item.status !== 'active'}
                  onClick={() => dispatch(sessionActions.accountChosen({ accountId: item.account_id, target: target ?? '/home' }))}
                >
                  <ListItemText primary={item.account_name} secondary={item.domain} />
                </ListItemButton>
              ))}
            </List>
          </>
        )}
        <Button sx={{ mt: 2 }} onClick={() => dispatch(sessionActions.logoutRequested())}>
          {t('accounts.logout')}
        </Button>
      </Paper>
    </Box>
  );
}
