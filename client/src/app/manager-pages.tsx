import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useParams, useSearchParams } from 'react-router-dom';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AccountSettings } from '../features/account/screens';
import { AdminAccountPage, AdminAccountsPage, UpdatesPage } from '../features/admin/screens';
import { MembersPanel } from '../features/members/screens';
import { selectIsAdminWithoutAccount, selectUser } from '../features/session';

type ManagerTab = 'settings' | 'members';

/** /manager/account: the organisation's settings and its members, as two tabs (`?tab=members`). */
export function ManagerAccountRoute() {
  const { t } = useTranslation('account');
  const user = useSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<ManagerTab>(params.get('tab') === 'members' ? 'members' : 'settings');
  const choose = (value: ManagerTab) => {
    setTab(value);
    setParams(value === 'members' ? { tab: 'members' } : {}, { replace: true });
  };
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('routes:titles.managerAccount')}
      </Typography>
      <Tabs value={tab} onChange={(_event, value: ManagerTab) => choose(value)} aria-label={t('routes:titles.managerAccount')} sx={{ mb: 2 }}>
        <Tab value="settings" label={t('tabs.settings')} id="manager-tab-settings" aria-controls="manager-panel-settings" />
        <Tab value="members" label={t('tabs.members')} id="manager-tab-members" aria-controls="manager-panel-members" />
      </Tabs>
      <Box role="tabpanel" id={`manager-panel-${tab}`} aria-labelledby={`manager-tab-${tab}`}>
        {tab === 'settings' ? <AccountSettings /> : <MembersPanel currentUserId={user?.id ?? null} />}
      </Box>
    </Box>
  );
}

/** Without an account the news editor cannot be opened (RouteGate): no news tab either. */
export function AdminAccountsRoute() {
  const withoutAccount = useSelector(selectIsAdminWithoutAccount);
  return <AdminAccountsPage newsTab={!withoutAccount} />;
}

export function AdminAccountRoute() {
  const { id } = useParams();
  const withoutAccount = useSelector(selectIsAdminWithoutAccount);
  return <AdminAccountPage id={id ?? ''} newsTab={!withoutAccount} />;
}

export function AdminUpdatesRoute() {
  return <UpdatesPage />;
}
