import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { Action } from '@reduxjs/toolkit';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { COLLAB, collabCatalog } from './collab.catalog';

/** A comment as the item views carry it (protocols, offers). */
export interface ItemComment {
  id: string;
  author_id: string;
  body: string;
  created_at: string;
  updated_at: string;
}

/** The feature's comment actions (item-detail.reducers.ts makes them). */
export interface ItemCommentActions {
  commentAddRequested(payload: { id: string; body: string }): Action;
  commentChangeRequested(payload: { id: string; commentId: string; body: string }): Action;
  commentRemoveRequested(payload: { id: string; commentId: string }): Action;
}

export interface ItemCommentsProps {
  /** The item kind (`offer`, `protocol`): the section is labelled by its heading `<kind>-comments`. */
  kind: string;
  /** The item as shown (a past version too): its comments, and whether they are on. */
  item: { id: string; comments: readonly ItemComment[]; comments_enabled: boolean };
  actions: ItemCommentActions;
  /** The heading ("Comments"), and what shows instead of the form when the item's comments are off. */
  texts: { title: string; disabled: string };
  selfId: string;
  names: Record<string, string>;
  /** A write of the item is under way: no second one. */
  busy: boolean;
  /** A past version (or a deleted item): no writing. */
  readOnly?: boolean;
  /** The longest body the contracts allow. */
  maxLength: number;
}

/**
 * Comments (plain text): everyone who reads the item adds them; only their author changes or
 * deletes one (after confirming). It dispatches the feature's comment `actions`.
 */
export function ItemComments({ kind, item, actions, texts, selfId, names, busy, readOnly, maxLength }: ItemCommentsProps) {
  const { t } = useCatalog(COLLAB, collabCatalog);
  const dispatch = useDispatch();
  const { id, comments, comments_enabled: enabled } = item;
  const headingId = `${kind}-comments`;
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: string; body: string } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    dispatch(actions.commentAddRequested({ id, body: text.trim() }));
    setText('');
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!editing || !editing.body.trim()) return;
    dispatch(actions.commentChangeRequested({ id, commentId: editing.id, body: editing.body.trim() }));
    setEditing(null);
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {texts.title}
      </Typography>
      {comments.length === 0 && <Typography color="text.secondary">{t('comments.none')}</Typography>}
      <List dense>
        {comments.map((comment) => (
          <ListItem
            key={comment.id}
            alignItems="flex-start"
            secondaryAction={
              !readOnly &&
              comment.author_id === selfId &&
              editing?.id !== comment.id && (
                <Stack direction="row">
                  {enabled && (
                    <Tooltip title={t('comments.edit')}>
                      <IconButton aria-label={t('comments.edit')} onClick={() => setEditing({ id: comment.id, body: comment.body })} disabled={busy}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  <Tooltip title={t('comments.delete')}>
                    <IconButton aria-label={t('comments.delete')} onClick={() => setRemoving(comment.id)} disabled={busy}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              )
            }
          >
            {editing?.id === comment.id ? (
              <Box component="form" onSubmit={save} sx={{ width: '100%' }}>
                <TextField
                  label={t('comments.edit')}
                  value={editing.body}
                  onChange={(event) => setEditing({ ...editing, body: event.target.value })}
                  multiline
                  fullWidth
                  autoFocus
                  slotProps={{ htmlInput: { maxLength } }}
                />
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button type="submit" variant="contained" size="small" disabled={!editing.body.trim()}>
                    {t('comments.save')}
                  </Button>
                  <Button size="small" onClick={() => setEditing(null)}>
                    {t('comments.cancel')}
                  </Button>
                </Stack>
              </Box>
            ) : (
              <ListItemText
                primary={<span style={{ whiteSpace: 'pre-wrap' }}>{comment.body}</span>}
                secondary={`${names[comment.author_id] ?? ''} · ${formatDateTime(comment.created_at)}${comment.updated_at !== comment.created_at ? ` · ${t('comments.edited')}` : ''}`}
              />
            )}
          </ListItem>
        ))}
      </List>
      {!readOnly &&
        (enabled ? (
          <Box component="form" onSubmit={add}>
            <TextField
              label={t('comments.label')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength } }}
            />
            <Button type="submit" variant="outlined" sx={{ mt: 1 }} disabled={busy || !text.trim()}>
              {t('comments.add')}
            </Button>
          </Box>
        ) : (
          <Typography color="text.secondary">{texts.disabled}</Typography>
        ))}
      <ConfirmDialog
        open={removing !== null}
        title={t('comments.deleteTitle')}
        text={t('comments.deleteText')}
        confirmLabel={t('comments.delete')}
        destructive
        onConfirm={() => {
          if (removing) dispatch(actions.commentRemoveRequested({ id, commentId: removing }));
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
