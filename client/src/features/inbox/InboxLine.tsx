import { Box, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { NotificationView } from '@kollab/contracts';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatDateTime } from '../../lib/dates';
import { actorName, itemText, lineText } from './inbox-line';

dayjs.extend(relativeTime);

export interface InboxLineProps {
  view: NotificationView;
  names: Readonly<Record<string, string>>;
  language: 'de' | 'en';
  t: TFunction;
  onOpen(view: NotificationView): void;
}

/** One notification in words: who did what ("Anna Berg hat kommentiert"), the item ("AUF-12 Titel"), how long ago. Unread ones in bold. */
export function InboxLine({ view, names, language, t, onOpen }: InboxLineProps) {
  const unread = !view.read;
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={() => onOpen(view)} sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box
          aria-hidden
          sx={{ mt: 0.75, width: 8, height: 8, flex: 'none', borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }}
        />
        <ListItemText
          primary={
            <>
              {unread && <VisuallyHidden>{`${t('unread')}: `}</VisuallyHidden>}
              {lineText(view, actorName(view, names, t), t)}
            </>
          }
          secondary={
            <>
              <Typography component="span" variant="body2" color="text.primary" sx={{ display: 'block' }}>
                {itemText(view.item)}
              </Typography>
              <Typography component="time" variant="caption" dateTime={view.updated_at} title={formatDateTime(view.updated_at)}>
                {dayjs(view.updated_at).locale(language).fromNow()}
              </Typography>
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
