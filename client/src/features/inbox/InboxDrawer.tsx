import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, CircularProgress, Divider, Drawer, FormControlLabel, IconButton, List, Switch, Toolbar, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import type { NotificationView } from '@kollab/contracts';
import { ListState } from '../../components/ListState';
import { useCatalog } from '../../lib/i18n-catalog';
import { selectUsers, sharedLookups } from '../../lib/lookups.api';
import { useLookup } from '../../lib/use-lookup';
import { selectRoles } from '../session';
import { itemPath } from './inbox-rows';
import { InboxLine } from './InboxLine';
import { INBOX_NS, inboxCatalog } from './inbox.catalog';
import { inboxActions, selectInbox } from './inbox.slice';

export interface InboxDrawerProps {
  open: boolean;
  onClose(): void;
  /** Goes to a line's item (`/tasks/{id}`). */
  onNavigate(path: string): void;
}

const TITLE_ID = 'inbox-title';

/** The inbox: the newest notifications (25 a page, "Mehr laden"), "Nur ungelesene", "Alle als gelesen markieren". */
export function InboxDrawer({ open, onClose, onNavigate }: InboxDrawerProps) {
  const { t, i18n } = useCatalog(INBOX_NS, inboxCatalog);
  const dispatch = useDispatch();
  const inbox = useSelector(selectInbox);
  // the actors' names, as the task screens read them; portal users may not read the users (their lines say "Jemand")
  const staff = useSelector(selectRoles).includes('user');
  useLookup(open && staff ? sharedLookups.users : null);
  const users = useSelector(selectUsers);
  const names = useMemo(() => Object.fromEntries(users.map((user) => [user.id, user.full_name || user.username])), [users]);
  const { list, unreadOnly } = inbox;
  const language = i18n.language === 'en' ? 'en' : 'de';

  const openLine = (view: NotificationView) => {
    dispatch(inboxActions.lineOpened({ id: view.id, wasUnread: !view.read }));
    const path = itemPath(view.item);
    if (path) {
      onClose();
      onNavigate(path);
    }
  };

  return (
    <Drawer
      anchor="right"
      // above the app bar (which sits above the navigation drawer): the drawer's own title and close button show
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': TITLE_ID, sx: { width: 400, maxWidth: '100vw' } } }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <Typography id={TITLE_ID} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 1 }}>
        <FormControlLabel
          sx={{ flex: 1 }}
          control={<Switch checked={unreadOnly} onChange={(event) => dispatch(inboxActions.filterChanged({ unreadOnly: event.target.checked }))} />}
          label={t('unreadOnly')}
        />
        <Button
          size="small"
          startIcon={<DoneAllIcon />}
          disabled={inbox.readAll === 'submitting' || (inbox.count === 0 && list.rows.every((row) => row.read))}
          onClick={() => dispatch(inboxActions.readAllRequested())}
        >
          {t('readAll')}
        </Button>
      </Box>
      <Divider />
      <ListState
        status={list.status}
        empty={list.rows.length === 0}
        emptyText={t(unreadOnly ? 'emptyUnread' : 'empty')}
        onRetry={() => dispatch(inboxActions.retried())}
      >
        <List disablePadding aria-labelledby={TITLE_ID}>
          {list.rows.map((view) => (
            <InboxLine key={view.id} view={view} names={names} language={language} t={t} onOpen={openLine} />
          ))}
        </List>
        {list.rows.length < list.total && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <Button
              onClick={() => dispatch(inboxActions.moreRequested())}
              disabled={list.loadingMore}
              startIcon={list.loadingMore ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {t('loadMore')}
            </Button>
          </Box>
        )}
      </ListState>
    </Drawer>
  );
}
