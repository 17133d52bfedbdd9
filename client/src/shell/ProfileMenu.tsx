import { useState } from 'react';
import { Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
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
export function ProfileMenu({ accountName, accountId, severalAccounts, admin, onNavigate, onToggleLanguage, onCookieSettings, onLogout }: ProfileMenuProps) {
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
      <IconButton color="inherit" aria-label={t('profileMenu')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {/* a system admin without an account has none to name */}
        {accountId && [
          <li key="account" style={{ padding: '6px 16px' }}>
            <Typography sx={{ fontWeight: 600 }}>{accountName}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('accountId', { id: accountId })}
            </Typography>
          </li>,
          <Divider key="account-end" />,
        ]}
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
          <li key="build" aria-label={t('admin.build')} style={{ padding: '6px 16px' }}>
            <Typography variant="caption" component="p" color="text.secondary">
              {t('admin.currentBuild', { version: admin.currentBuild })}
            </Typography>
            <Typography variant="caption" component="p" color="text.secondary">
              {t('admin.latestBuild', { version: admin.latestBuild ?? t('admin.unknown') })}
            </Typography>
            <Typography variant="caption" component="p" color="text.secondary">
              {t('admin.environment', { environment: admin.environment })}
            </Typography>
          </li>,
          <Divider key="admin-end" />,
        ]}
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
      </Menu>
    </>
  );
}
