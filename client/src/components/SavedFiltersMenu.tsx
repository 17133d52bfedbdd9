import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useTranslation } from 'react-i18next';
import type { SavedFilter } from '../lib/saved-filters';
import { ConfirmDialog } from './ConfirmDialog';

/** The "Benachrichtigen" toggle of each saved filter (issue 17: tasks and offers; absent elsewhere). */
export interface SavedFilterNotify<Q> {
  isOn(name: string): boolean;
  /** Its change is on the way: the toggle waits. */
  busy(name: string): boolean;
  /** Tooltip and accessible name: "Benachrichtigen: Offen" (the texts come with the list's screens). */
  label(name: string): string;
  onToggle(filter: SavedFilter<Q>, on: boolean): void;
  /** The menu opened. */
  onOpen?(): void;
}

export interface SavedFiltersMenuProps<Q> {
  filters: readonly SavedFilter<Q>[];
  onPick(filter: SavedFilter<Q>): void;
  onSave(name: string): void;
  onRename(from: string, to: string): void;
  onDelete(name: string): void;
  notify?: SavedFilterNotify<Q>;
}

/**
 * A list's saved filters (per user, local storage `<list>.filters.<user>`): pick, save the current one, rename, delete;
 * with `notify`, a toggle per filter (pressed: the user is told when an item starts or stops matching it).
 */
export function SavedFiltersMenu<Q>({ filters, onPick, onSave, onRename, onDelete, notify }: SavedFiltersMenuProps<Q>) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState<{ mode: 'save' | 'rename'; from: string } | null>(null);
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);
  const trimmed = name.trim();
  const taken = filters.some((filter) => filter.name.toLowerCase() === trimmed.toLowerCase() && filter.name !== naming?.from);

  const submit = () => {
    if (!naming || !trimmed) return;
    if (naming.mode === 'save') onSave(trimmed);
    else if (!taken) onRename(naming.from, trimmed);
    setNaming(null);
  };

  return (
    <>
      <Button
        startIcon={<BookmarkIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          notify?.onOpen?.();
        }}
      >
        {t('saved.open')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': t('saved.label') } }}>
        {filters.length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">{t('saved.none')}</Typography>
          </MenuItem>
        )}
        {filters.map((filter) => (
          <MenuItem
            key={filter.name}
            onClick={() => {
              setAnchor(null);
              onPick(filter);
            }}
          >
            <ListItemText primary={filter.name} />
            <Stack direction="row" sx={{ ml: 2 }}>
              {notify && <NotifyToggle filter={filter} notify={notify} />}
              <Tooltip title={t('saved.rename')}>
                <IconButton
                  size="small"
                  aria-label={t('saved.renameNamed', { name: filter.name })}
                  onClick={(event) => {
                    event.stopPropagation();
                    setAnchor(null);
                    setName(filter.name);
                    setNaming({ mode: 'rename', from: filter.name });
                  }}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('saved.delete')}>
                <IconButton
                  size="small"
                  aria-label={t('saved.deleteNamed', { name: filter.name })}
                  onClick={(event) => {
                    event.stopPropagation();
                    setAnchor(null);
                    setDeleting(filter.name);
                  }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          </MenuItem>
        ))}
        <MenuItem
          divider={false}
          onClick={() => {
            setAnchor(null);
            setName('');
            setNaming({ mode: 'save', from: '' });
          }}
        >
          <Typography color="primary">{t('saved.saveCurrent')}</Typography>
        </MenuItem>
      </Menu>
      <Dialog open={naming !== null} onClose={() => setNaming(null)} aria-labelledby="saved-filter-title" fullWidth maxWidth="xs">
        <DialogTitle id="saved-filter-title">{naming?.mode === 'rename' ? t('saved.renameTitle') : t('saved.saveTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('saved.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit();
            }}
            error={taken && naming?.mode === 'rename'}
            helperText={taken ? (naming?.mode === 'rename' ? t('saved.taken') : t('saved.replaces')) : undefined}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNaming(null)}>{t('cancel')}</Button>
          <Button variant="contained" disabled={!trimmed || (taken && naming?.mode === 'rename')} onClick={submit}>
            {t('saved.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('saved.deleteTitle')}
        text={t('saved.deleteText', { name: deleting ?? '' })}
        confirmLabel={t('saved.delete')}
        destructive
        onConfirm={() => deleting && onDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** Pressed: the user is told about the filter; the menu stays open, so the change shows. A change on its way is awaited. */
function NotifyToggle<Q>({ filter, notify }: { filter: SavedFilter<Q>; notify: SavedFilterNotify<Q> }) {
  const on = notify.isOn(filter.name);
  const busy = notify.busy(filter.name);
  const label = notify.label(filter.name);
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={on}
        aria-disabled={busy || undefined}
        color={on ? 'primary' : 'default'}
        onClick={(event) => {
          event.stopPropagation();
          if (!busy) notify.onToggle(filter, !on);
        }}
      >
        {on ? <NotificationsActiveIcon fontSize="small" /> : <NotificationsNoneIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
