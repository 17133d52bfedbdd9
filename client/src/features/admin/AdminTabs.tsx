import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useCatalog } from '../../lib/i18n-catalog';
import { adminCatalog } from './admin.catalog';

/** The admin area's two screens: organisations and news (both open without an account). */
export function AdminTabs() {
  const { t } = useCatalog('admin', adminCatalog);
  const { pathname } = useLocation();
  const value = pathname.startsWith('/admin/updates') ? '/admin/updates' : '/admin/accounts';
  return (
    <Tabs value={value} aria-label={t('tabs.label')} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
      <Tab label={t('tabs.accounts')} value="/admin/accounts" component={RouterLink} to="/admin/accounts" />
      <Tab label={t('tabs.updates')} value="/admin/updates" component={RouterLink} to="/admin/updates" />
    </Tabs>
  );
}
