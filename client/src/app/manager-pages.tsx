import { useState, type ReactElement } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams, useSearchParams } from 'react-router-dom';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FeatureFlag } from '@kollab/contracts';
import { AccountSettings } from '../features/account/screens';
import { AdminAccountPage, AdminAccountsPage, UpdatesPage } from '../features/admin/screens';
import { MembersPanel } from '../features/members/screens';
import { SlotsDialog } from '../features/members/SlotsDialog';
import { PortalsPanel, portalsActions, portalsCatalog, selectPortalSlotsDialog } from '../features/portals/screens';
import { selectFlags, selectUser } from '../features/session';
import { TeamsPage } from '../features/teams/screens';
import { ClaimsPanel, ContactFormBuilder, OfferRatesPanel, TypesPanel, typesCatalog } from '../features/types/screens';
import { useCatalog } from '../lib/i18n-catalog';
import { lazyRoute } from './lazy-route';

/** The tabs of /manager/account, each its `?tab=` value; `settings` is the page without one. */
const MANAGER_TABS = ['settings', 'members', 'types', 'offer-rates', 'claims', 'contact-form', 'portals'] as const;
type ManagerTab = (typeof MANAGER_TABS)[number];
/** The contact form and the portals belong to the contacts app, the hourly rates (beside the offer types) to the offers app. */
const APP_TABS: Partial<Record<ManagerTab, FeatureFlag>> = {
  'contact-form': 'apps.contacts',
  portals: 'apps.contacts',
  'offer-rates': 'apps.offers',
};

/** The portals tab, with the members feature's slots dialog for "not enough portal user slots". */
function PortalsTab() {
  const dispatch = useDispatch();
  const slots = useSelector(selectPortalSlotsDialog);
  return (
    <>
      <PortalsPanel />
      <SlotsDialog code={slots.open ? slots.code : null} onClose={() => dispatch(portalsActions.slotsDialogClosed())} />
    </>
  );
}

/**
 * /manager/account: the organisation's settings, members, item types, the hourly rates of
 * offers, claim types, contact form and portals, as tabs (`?tab=members`, `?tab=types`,
 * `?tab=offer-rates`, …).
 */
export function ManagerAccountRoute() {
  const { t } = useTranslation('account');
  const types = useCatalog('types', typesCatalog).t;
  const portals = useCatalog('portals', portalsCatalog).t;
  const user = useSelector(selectUser);
  const flags = useSelector(selectFlags);
  const tabs = MANAGER_TABS.filter((value) => !APP_TABS[value] || flags.includes(APP_TABS[value]));
  const offersApp = flags.includes('apps.offers');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as ManagerTab | null;
  const [tab, setTab] = useState<ManagerTab>(asked && tabs.includes(asked) ? asked : 'settings');
  const choose = (value: ManagerTab) => {
    setTab(value);
    setParams(value === 'settings' ? {} : { tab: value }, { replace: true });
  };
  const labels: Record<ManagerTab, string> = {
    settings: t('tabs.settings'),
    members: t('tabs.members'),
    types: types('tabs.types'),
    'offer-rates': types('tabs.offerRates'),
    claims: types('tabs.claims'),
    'contact-form': types('tabs.contactForm'),
    portals: portals('tab'),
  };
  const panels: Record<ManagerTab, () => ReactElement> = {
    settings: () => <AccountSettings />,
    members: () => <MembersPanel currentUserId={user?.id ?? null} />,
    types: () => <TypesPanel offers={offersApp} />,
    'offer-rates': () => <OfferRatesPanel />,
    claims: () => <ClaimsPanel />,
    'contact-form': () => <ContactFormBuilder />,
    portals: () => <PortalsTab />,
  };
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('routes:titles.managerAccount')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: ManagerTab) => choose(value)}
        aria-label={t('routes:titles.managerAccount')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {tabs.map((value) => (
          <Tab key={value} value={value} label={labels[value]} id={`manager-tab-${value}`} aria-controls={`manager-panel-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`manager-panel-${tab}`} aria-labelledby={`manager-tab-${tab}`}>
        {panels[tab]()}
      </Box>
    </Box>
  );
}

/** /manager/teams (managers, and team admins for their own teams). */
export function ManagerTeamsRoute() {
  return <TeamsPage />;
}

/** The admin area works with or without an account (its API calls carry no Account header). */
export function AdminAccountsRoute() {
  return <AdminAccountsPage />;
}

export function AdminAccountRoute() {
  const { id } = useParams();
  return <AdminAccountPage id={id ?? ''} />;
}

export function AdminUpdatesRoute() {
  return <UpdatesPage />;
}

/** /reports (issue 16, managers): scheduled reports, their runs and my exports, in a chunk of their own. */
export const ReportsRoute = lazyRoute(
  () => import('./reports-pages'),
  (module) => module.ReportsRoute,
);
