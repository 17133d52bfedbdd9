import { Divider, Drawer, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Toolbar } from '@mui/material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BusinessIcon from '@mui/icons-material/Business';
import ContactsIcon from '@mui/icons-material/Contacts';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import NotesIcon from '@mui/icons-material/Notes';
import PollIcon from '@mui/icons-material/Poll';
import SummarizeIcon from '@mui/icons-material/Summarize';
import type { ReactElement } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_WIDTH } from '../lib/layout';
import type { RouteDef } from '../routes';

const ICONS: Record<string, ReactElement> = {
  home: <HomeIcon />,
  contacts: <ContactsIcon />,
  tasks: <AssignmentIcon />,
  protocols: <NotesIcon />,
  offers: <LocalOfferIcon />,
  surveys: <PollIcon />,
  managerAccount: <BusinessIcon />,
  managerTeams: <GroupsIcon />,
  reports: <SummarizeIcon />,
};

interface SidebarProps {
  main: RouteDef[];
  manager: RouteDef[];
  open: boolean;
  mobile: boolean;
  onClose(): void;
}

/** Permitted routes (seed §2): main ones, then the manager ones apart; 190 px; temporary on phones. */
export function Sidebar({ main, manager, open, mobile, onClose }: SidebarProps) {
  const { t } = useTranslation('routes');
  const location = useLocation();
  // each link in its own list item (axe `list`: a list holds only list items)
  const item = (route: RouteDef) => {
    return (
      <ListItem key={route.id} disablePadding>
        <ListItemButton
          component={NavLink}
          to={route.path}
          selected={location.pathname.startsWith(route.path)}
          onClick={mobile ? onClose : undefined}
        >
          <ListItemIcon sx={{ minWidth: 36 }}>{ICONS[route.id]}</ListItemIcon>
          <ListItemText primary={t(`titles.${route.id}`)} />
        </ListItemButton>
      </ListItem>
    );
  };
  return (
    <Drawer
      variant={mobile ? 'temporary' : 'persistent'}
      open={open}
      onClose={onClose}
      sx={{ width: open && !mobile ? SIDEBAR_WIDTH : 0, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } }}
    >
      <Toolbar />
      <nav aria-label={t('navigation')}>
        <List>{main.map(item)}</List>
        {manager.length > 0 && (
          <>
            <Divider />
            <List subheader={<ListSubheader>{t('manager')}</ListSubheader>}>{manager.map(item)}</List>
          </>
        )}
      </nav>
    </Drawer>
  );
}
