import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useCatalog } from '../../lib/i18n-catalog';
import { badgeLabel } from './inbox-badge';
import { InboxDrawer } from './InboxDrawer';
import { INBOX_NS, inboxCatalog } from './inbox.catalog';
import { inboxActions, selectInboxCount } from './inbox.slice';

export interface InboxButtonProps {
  /** Goes to a notification's item (the shell's navigate). */
  onNavigate(path: string): void;
}

/** The top bar's bell: the badge of unread notifications (none at 0, "99+" above 99) and the inbox drawer it opens. */
export function InboxButton({ onNavigate }: InboxButtonProps) {
  const { t } = useCatalog(INBOX_NS, inboxCatalog);
  const dispatch = useDispatch();
  const badge = badgeLabel(useSelector(selectInboxCount));
  const [open, setOpen] = useState(false);
  const label = badge ? t('openWithCount', { count: badge }) : t('open');
  const close = () => {
    setOpen(false);
    dispatch(inboxActions.closed());
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => {
            setOpen(true);
            dispatch(inboxActions.opened());
          }}
        >
          <Badge badgeContent={badge || undefined} color="error" invisible={!badge}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <InboxDrawer open={open} onClose={close} onNavigate={onNavigate} />
    </>
  );
}
