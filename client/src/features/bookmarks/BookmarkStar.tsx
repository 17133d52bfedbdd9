import { useId, useState, type FormEvent } from 'react';
import { Box, Button, IconButton, Popover, Stack, TextField, Tooltip } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';
import type { BookmarkView } from '@kollab/contracts';
import { BOOKMARK_LABEL_MAX } from '@kollab/contracts/bookmarks/bookmark-rules';

export interface BookmarkStarProps {
  /** The bookmark of the current path, or null. */
  bookmark: BookmarkView | null;
  saving: boolean;
  onSave(label: string): void;
  onRemove(id: string): void;
}

/**
 * Seed §2: the star is filled when the current path is bookmarked. Clicking an empty star
 * opens a draft named "New Bookmark" whose label can be edited before saving; clicking a
 * filled one renames or removes that bookmark.
 */
export function BookmarkStar({ bookmark, saving, onSave, onRemove }: BookmarkStarProps) {
  const { t } = useTranslation('bookmarks');
  const formId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [label, setLabel] = useState('');
  const close = () => setAnchor(null);
  const open = (target: HTMLElement) => {
    setLabel(bookmark?.label ?? t('newBookmark'));
    setAnchor(target);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return;
    onSave(label.trim());
    close();
  };
  const title = bookmark ? t('edit') : t('add');
  return (
    <>
      <Tooltip title={title}>
        <IconButton
          color="inherit"
          aria-label={title}
          aria-pressed={bookmark !== null}
          aria-haspopup="dialog"
          onClick={(event) => open(event.currentTarget)}
        >
          {bookmark ? <StarIcon data-testid="star-filled" /> : <StarBorderIcon data-testid="star-empty" />}
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': title } }}
      >
        <Box component="form" id={formId} onSubmit={submit} sx={{ p: 2, width: 300, maxWidth: '90vw' }} noValidate>
          <TextField
            autoFocus
            fullWidth
            label={t('label')}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            error={!label.trim()}
            slotProps={{ htmlInput: { maxLength: BOOKMARK_LABEL_MAX } }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            {bookmark && (
              <Button
                color="error"
                onClick={() => {
                  onRemove(bookmark.id);
                  close();
                }}
              >
                {t('remove')}
              </Button>
            )}
            <Button onClick={close}>{t('cancel')}</Button>
            <Button type="submit" variant="contained" disabled={saving || !label.trim()}>
              {t('save')}
            </Button>
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
