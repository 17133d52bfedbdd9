import { useEffect, useMemo, useState } from 'react';
import { AppBar, Box, Button, IconButton, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BookmarksBar } from '../features/bookmarks';
import { HelpButton } from '../features/help';
import { NewsButton } from '../features/news';
import { notificationsActions } from '../features/notifications';
import { preferencesActions, preferencesSlice, selectLanguage, selectSidebarOpen, type PreferencesState } from '../features/preferences';
import {
  isUpdateAvailable,
  selectCurrentAccount,
  selectHasSeveralAccounts,
  selectIsSystemAdmin,
  selectLatestClientVersion,
  selectTokens,
  sessionActions,
} from '../features/session';
import { InboxAction } from '../app/inbox-action';
import { accountLink } from '../lib/account-link';
import { CLIENT_VERSION } from '../lib/version';
import { MAIN_ID, menuRoutes, ROUTES } from '../routes';
import { AddMenu } from './AddMenu';
import { CookieSettingsDialog } from './CookieSettingsDialog';
import { ForeignContentDialog } from './ForeignContentDialog';
import { ProfileMenu, type AdminExtras } from './ProfileMenu';
import { mustAcceptTerms, selectForeignContent, selectTermsState, shellActions } from './shell.slice';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { TermsDialog } from './TermsDialog';

/** The signed-in frame: top bar with the profile menu, the sidebar of permitted routes, the page. */
export function Shell() {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const account = useSelector(selectCurrentAccount);
  const systemAdmin = useSelector(selectIsSystemAdmin);
  const severalAccounts = useSelector(selectHasSeveralAccounts);
  const language = useSelector(selectLanguage);
  const desktopOpen = useSelector(selectSidebarOpen);
  const latest = useSelector(selectLatestClientVersion);
  const tokens = useSelector(selectTokens);
  const preferences = useSelector(preferencesSlice.selectSlice);
  const terms = useSelector(selectTermsState);
  const foreignContent = useSelector(selectForeignContent);
  const location = useLocation();
  const [cookieSettingsOpen, setCookieSettingsOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  useEffect(() => setMobileOpen(false), [mobile]); // below 992 px the sidebar starts closed

  // without an account (a system admin's admin screens) the sidebar lists nothing
  const menu = useMemo(() => (account ? menuRoutes(ROUTES, account.roles, account.flags) : { main: [], manager: [] }), [account]);
  const open = mobile ? mobileOpen : desktopOpen;
  const toggle = () => (mobile ? setMobileOpen((value) => !value) : dispatch(preferencesActions.sidebarToggled()));
  const logout = () => dispatch(sessionActions.logoutRequested());

  const admin: AdminExtras | null =
    account?.roles.includes('admin') || systemAdmin
      ? {
          accessToken: tokens?.accessToken ?? '',
          signature: account?.signature ?? '',
          currentBuild: CLIENT_VERSION,
          latestBuild: latest,
          environment: import.meta.env.MODE,
          onCopy: (text) =>
            void navigator.clipboard
              ?.writeText(text)
              .then(() => dispatch(notificationsActions.noticeRaised({ severity: 'success', message: 'shell:admin.copied' }))),
        }
      : null;

  /** Only what changed is dispatched (each preference action persists its cookie). */
  const savePreferences = (next: PreferencesState) => {
    if (next.language !== preferences.language) dispatch(preferencesActions.languageChosen(next.language));
    if (next.size !== preferences.size) dispatch(preferencesActions.sizeChosen(next.size));
    if (next.sidebarOpen !== preferences.sidebarOpen) dispatch(preferencesActions.sidebarToggled());
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="fixed" sx={{ zIndex: (current) => current.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton color="inherit" edge="start" aria-label={t('toggleSidebar')} onClick={toggle} sx={{ mr: 1 }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600, mr: 2 }}>
            {t('appName')}
          </Typography>
          {/* full white: 5:1 on the theme colour (0.9 opacity was 4.4:1) */}
          <Typography component="p" noWrap sx={{ flex: 1, visibility: { xs: 'hidden', sm: 'visible' } }} data-testid="account-name">
            {account?.name}
          </Typography>
          {isUpdateAvailable(latest, CLIENT_VERSION) && (
            <Button color="inherit" startIcon={<SystemUpdateAltIcon />} onClick={() => window.location.reload()}>
              {t('updateAvailable')}
            </Button>
          )}
          {account && (
            // account-bound (their API calls carry the Account header): not shown without an account
            <>
              <AddMenu roles={account.roles} flags={account.flags} onNavigate={(path) => navigate(path)} />
              <BookmarksBar onOpen={(path) => navigate(path)} />
              <NewsButton />
              <InboxAction onNavigate={(path) => navigate(path)} />
              <HelpButton />
            </>
          )}
          <ProfileMenu
            accountName={account?.name ?? ''}
            accountId={account?.id ?? ''}
            severalAccounts={severalAccounts}
            admin={admin}
            onNavigate={(path) => navigate(path)}
            onToggleLanguage={() => dispatch(preferencesActions.languageChosen(language === 'de' ? 'en' : 'de'))}
            onCookieSettings={() => setCookieSettingsOpen(true)}
            onLogout={logout}
          />
        </Toolbar>
      </AppBar>
      <Sidebar main={menu.main} manager={menu.manager} open={open} mobile={mobile} onClose={() => setMobileOpen(false)} />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        // focused by the skip link and after a route change (RouteEffects): no ring around the whole page
        sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 3 }, '&:focus, & h1:focus': { outline: 'none' } }}
      >
        <Toolbar />
        <Outlet />
      </Box>
      <CookieSettingsDialog
        open={cookieSettingsOpen}
        preferences={preferences}
        onClose={() => setCookieSettingsOpen(false)}
        onSave={savePreferences}
      />
      <TermsDialog
        open={mustAcceptTerms(account)}
        accepting={terms.status === 'accepting'}
        error={terms.error}
        onAccept={() => dispatch(shellActions.termsAcceptRequested())}
        onLogout={logout}
      />
      <ForeignContentDialog
        open={foreignContent.open}
        account={foreignContent.account}
        onSwitch={(other) => {
          dispatch(shellActions.foreignContentDialogClosed());
          // the same page in that organisation (the /acc link flow: member check, switch, target)
          dispatch(sessionActions.accountLinkOpened({ accountId: other.id, target: location.pathname + location.search }));
        }}
        onLogout={() => {
          dispatch(shellActions.foreignContentDialogClosed());
          // back to that content once signed in with the login it belongs to
          const here = location.pathname + location.search;
          const target = foreignContent.link ?? (foreignContent.account ? accountLink(foreignContent.account.id, here) : here);
          dispatch(sessionActions.logoutRequested({ target }));
        }}
        onStay={() => {
          dispatch(shellActions.foreignContentDialogClosed());
          navigate('/home');
        }}
      />
    </Box>
  );
}
