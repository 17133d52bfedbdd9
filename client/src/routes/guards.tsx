import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  selectAccountState,
  selectFlags,
  selectIsAdminWithoutAccount,
  selectRoles,
  selectSession,
  selectTokens,
  sessionActions,
} from '../features/session';
import { fallbackPath, isRouteAllowed, isRouteAllowedWithoutAccount, loginRedirect } from './permitted-routes';
import type { RouteDef } from './route-table';

function Loading() {
  const { t } = useTranslation('routes');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={t('loadingAccount')} />
    </Box>
  );
}

/** Seed §2 guard: a route needing sign-in without a refresh token goes to /login?target=…. */
export function RequireAuth() {
  const tokens = useSelector(selectTokens);
  const location = useLocation();
  if (!tokens?.refreshToken) return <Navigate to={loginRedirect(location.pathname + location.search)} replace />;
  return <Outlet />;
}

/**
 * Before every shell route the current account is loaded; failure leads to /accounts.
 * A system admin without a usable account passes without one (RouteGate then allows only
 * the routes marked `withoutAccount`).
 */
export function RequireAccount() {
  const account = useSelector(selectAccountState);
  const accounts = useSelector(selectSession).accounts.status;
  const adminWithoutAccount = useSelector(selectIsAdminWithoutAccount);
  const location = useLocation();
  const dispatch = useDispatch();
  useEffect(() => {
    // nothing chosen and the list not read yet (a reload): resume (stored account, or the list)
    if (account.status === 'idle' && accounts === 'idle' && !adminWithoutAccount) dispatch(sessionActions.sessionResumed());
  }, [account.status, accounts, adminWithoutAccount, dispatch]);
  if (adminWithoutAccount) return <Outlet />;
  if (account.status === 'failed') return <Navigate to="/accounts" replace />;
  // the list is read and no account chosen (several of them): the picker chooses, then comes back here
  if (account.status === 'idle' && (accounts === 'loaded' || accounts === 'failed')) {
    return <Navigate to={`/accounts?target=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (account.status !== 'loaded') return <Loading />;
  return <Outlet />;
}

/** Auth pages: a signed-in user (with an access token) goes to /home, or to the login's target. */
export function RedirectSignedIn() {
  const tokens = useSelector(selectTokens);
  const [params] = useSearchParams();
  const target = params.get('target');
  if (tokens?.accessToken) return <Navigate to={target?.startsWith('/') ? target : '/home'} replace />;
  return <Outlet />;
}

/** A shell route the member may not open (role or app) redirects to /home (an admin without account: /admin/accounts). */
export function RouteGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  const roles = useSelector(selectRoles);
  const flags = useSelector(selectFlags);
  const adminWithoutAccount = useSelector(selectIsAdminWithoutAccount);
  const allowed = adminWithoutAccount ? isRouteAllowedWithoutAccount(route, true) : isRouteAllowed(route, roles, flags);
  if (!allowed) return <Navigate to={fallbackPath(adminWithoutAccount)} replace />;
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  return <>{children}</>;
}
