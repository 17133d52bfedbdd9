import { useState } from 'react';
import { Alert, IconButton, List, ListItem, ListItemButton, ListItemText, Popover, Tooltip, Typography } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { BookmarkView } from '@kollab/contracts';
import type { RequestStatus } from '../../lib/request-status';

export interface BookmarksMenuProps {
  bookmarks: BookmarkView[];
  status: RequestStatus;
  removing: string[];
  onOpen(path: string): void;
  onRemove(id: string): void;
  /** Called when the list is opened (the shell re-reads it). */
  onShow?(): void;
}

/** The member's bookmarks: open one, or delete it (a list so both buttons are reachable with Tab). */
export function BookmarksMenu({ bookmarks, status, removing, onOpen, onRemove, onShow }: BookmarksMenuProps) {
  const { t } = useTranslation('bookmarks');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t('list')}>
        <IconButton
          color="inherit"
          aria-label={t('list')}
          aria-haspopup="dialog"
          onClick={(event) => {
            setAnchor(event.currentTarget);
            onShow?.();
          }}
        >
          <BookmarksIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('list'), sx: { width: 320, maxWidth: '90vw' } } }}
      >
        {status === 'failed' && <Alert severity="error">{t('loadFailed')}</Alert>}
        {status !== 'failed' && bookmarks.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('empty')}
          </Typography>
        )}
        {bookmarks.length > 0 && (
          <List aria-label={t('list')}>
            {bookmarks.map((bookmark) => (
              <ListItem
                key={bookmark.id}
                disablePadding
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('removeOne', { label: bookmark.label })}
                    disabled={removing.includes(bookmark.id)}
                    onClick={() => onRemove(bookmark.id)}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                }
              >
                <ListItemButton
                  aria-label={t('open', { label: bookmark.label })}
                  onClick={() => {
                    close();
                    onOpen(bookmark.path);
                  }}
                >
                  <ListItemText
                    primary={bookmark.label}
                    secondary={bookmark.path}
                    slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
