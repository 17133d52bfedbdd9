import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { selectTokens, sessionActions } from '../features/session';
import { parseAccountLink } from '../lib/account-link';
import { loginRedirect } from '../routes';

/**
 * `/acc/{account_id}…` (seed §2 public route). Signed out: to the login, which brings the user
 * back here. Signed in: the session switches to that account and goes on to the target, or
 * (not a member) opens the "content of another account" dialog at home.
 */
export function AccountLinkRoute() {
  const { t } = useTranslation('routes');
  const dispatch = useDispatch();
  const tokens = useSelector(selectTokens);
  const location = useLocation();
  const here = location.pathname + location.search;
  const link = parseAccountLink(here);
  const signedIn = Boolean(tokens?.refreshToken);
  const accountId = link?.accountId;
  const target = link?.target;
  useEffect(() => {
    if (signedIn && accountId && target) dispatch(sessionActions.accountLinkOpened({ accountId, target }));
  }, [signedIn, accountId, target, dispatch]);
  if (!link) return <Navigate to="/404" replace />;
  if (!signedIn) return <Navigate to={loginRedirect(here)} replace />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={t('loadingAccount')} />
    </Box>
  );
}
