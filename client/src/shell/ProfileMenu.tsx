import { useState } from 'react';
import { Box, Divider, IconButton, ListItemIcon, MenuItem, MenuList, Popover, Typography } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CookieIcon from '@mui/icons-material/Cookie';
import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';

const MENU_ID = 'profile-menu';

/** What only system admins see (seed §2): token and signature tools, the admin link, build info. */
export interface AdminExtras {
  accessToken: string;
  signature: string;
  currentBuild: string;
  /** From x-latest-client-version; null until the server named one. */
  latestBuild: string | null;
  environment: string;
  onCopy(text: string): void;
}

interface ProfileMenuProps {
  accountName: string;
  accountId: string;
  severalAccounts: boolean;
  /** Set for members with the admin role. */
  admin?: AdminExtras | null;
  onNavigate(path: string): void;
  onToggleLanguage(): void;
  onCookieSettings?(): void;
  onLogout(): void;
}

/**
 * Seed §2 profile dropdown: account name and id, switch accounts (only with several), home, profile,
 * cookie settings, logout; admins also copy the access token or the signature, open the admin area
 * and read the build info.
 */
export function ProfileMenu({
  accountName,
  accountId,
  severalAccounts,
  admin,
  onNavigate,
  onToggleLanguage,
  onCookieSettings,
  onLogout,
}: ProfileMenuProps) {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    onNavigate(path);
  };
  const copy = (text: string) => {
    close();
    admin?.onCopy(text);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('profileMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? MENU_ID : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      {/*
        A popover around the menu: what only informs (account, build) stands beside the
        role=menu list, which holds nothing but menu items and separators (axe `aria-required-children`).
      */}
      <Popover
        id={MENU_ID}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220 } } }}
      >
        {/* a system admin without an account has none to name */}
        {accountId && (
          <Box sx={{ px: 2, pt: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography sx={{ fontWeight: 600 }}>{accountName}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('accountId', { id: accountId })}
            </Typography>
          </Box>
        )}
        <MenuList autoFocusItem={anchor !== null} aria-label={t('profileMenu')}>
          {severalAccounts && (
            <MenuItem onClick={() => go('/accounts')}>
              <ListItemIcon>
                <SwapHorizIcon fontSize="small" />
              </ListItemIcon>
              {t('switchAccount')}
            </MenuItem>
          )}
          <MenuItem onClick={() => go('/home')}>
            <ListItemIcon>
              <HomeIcon fontSize="small" />
            </ListItemIcon>
            {t('home')}
          </MenuItem>
          <MenuItem onClick={() => go('/profile')}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            {t('profile')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              onToggleLanguage();
            }}
          >
            <ListItemIcon>
              <TranslateIcon fontSize="small" />
            </ListItemIcon>
            {t('language')}
          </MenuItem>
          {onCookieSettings && (
            <MenuItem
              onClick={() => {
                close();
                onCookieSettings();
              }}
            >
              <ListItemIcon>
                <CookieIcon fontSize="small" />
              </ListItemIcon>
              {t('cookies.open')}
            </MenuItem>
          )}
          {admin && [
            <Divider key="admin-divider" />,
            <MenuItem key="copy-token" onClick={() => copy(admin.accessToken)}>
              <ListItemIcon>
                <ContentCopyIcon fontSize="small" />
              </ListItemIcon>
              {t('admin.copyToken')}
            </MenuItem>,
            admin.signature && (
              <MenuItem key="copy-signature" onClick={() => copy(admin.signature)}>
                <ListItemIcon>
                  <ContentCopyIcon fontSize="small" />
                </ListItemIcon>
                {t('admin.copySignature')}
              </MenuItem>
            ),
            <MenuItem key="admin-link" onClick={() => go('/admin/accounts')}>
              <ListItemIcon>
                <AdminPanelSettingsIcon fontSize="small" />
              </ListItemIcon>
              {t('admin.link')}
            </MenuItem>,
          ]}
          <Divider />
          <MenuItem
            onClick={() => {
              close();
              onLogout();
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {t('logout')}
          </MenuItem>
        </MenuList>
        {admin && (
          <Box component="section" aria-label={t('admin.build')} sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="caption" component="p" color="text.secondary">
              {t('admin.currentBuild', { version: admin.currentBuild })}
            </Typography>
            <Typography variant="caption" component="p" color="text.secondary">
              {t('admin.latestBuild', { version: admin.latestBuild ?? t('admin.unknown') })}
            </Typography>
            <Typography variant="caption" component="p" color="text.secondary">
              {t('admin.environment', { environment: admin.environment })}
            </Typography>
          </Box>
        )}
      </Popover>
    </>
  );
}
