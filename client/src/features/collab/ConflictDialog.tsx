import { useId } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { FieldChange } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { COLLAB, collabCatalog } from './collab.catalog';
import { shortenPair } from './shorten-pair';
import type { Conflict } from './conflict-of';
import type { FieldLabels } from './field-labels';

export interface ConflictDialogProps {
  open: boolean;
  conflict: Conflict | null;
  words: FieldLabels;
  onReapply(): void;
  onDiscard(): void;
}

/**
 * The 409 of an edit: "changed in the meantime by someone else", their changes and mine
 * (fields both changed are marked). Re-apply sends mine onto the current version (their
 * other changes stay); discard reloads. Neither closes by a click outside: one must choose.
 */
export function ConflictDialog({ open, conflict, words, onReapply, onDiscard }: ConflictDialogProps) {
  const { t } = useCatalog(COLLAB, collabCatalog);
  const id = useId();
  const clashes = new Set(conflict?.clashes ?? []);
  const text = (field: string, value: unknown) => (value === null || value === undefined ? '' : words.value(field, value)) || t('empty');
  /** Before → after in words, long texts cut where they differ. */
  const fromTo = (field: string, from: unknown, to: unknown) => {
    const [before, after] = shortenPair(text(field, from), text(field, to));
    return t('history.fromTo', { from: before, to: after });
  };

  const changes = (title: string, list: readonly FieldChange[]) => (
    <Box component="section" aria-labelledby={`${id}-${title}`} sx={{ mt: 2 }}>
      <Typography id={`${id}-${title}`} variant="subtitle2" component="h3">
        {t(`conflict.${title}`)}
      </Typography>
      {list.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('conflict.none')}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={`${id}-${title}`}>
          {list.map((change) => (
            <ListItem
              key={change.field}
              disableGutters
              sx={clashes.has(change.field) ? { bgcolor: 'warning.light', px: 1, borderRadius: 1 } : undefined}
            >
              <ListItemText primary={words.label(change.field)} secondary={fromTo(change.field, change.from, change.to)} />
              {clashes.has(change.field) && <Chip size="small" color="warning" label={t('conflict.clash')} />}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );

  return (
    <Dialog open={open && conflict !== null} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t('conflict.text')}</DialogContentText>
        {conflict && changes('theirs', conflict.theirs)}
        {conflict && changes('mine', conflict.mine)}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard}>{t('conflict.discard')}</Button>
        <Button variant="contained" onClick={onReapply} autoFocus>
          {t('conflict.reapply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
