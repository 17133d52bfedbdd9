import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { OFFER_COMMENT_MAX, type OfferCommentView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { OFFERS, offersCatalog } from './offers.catalog';
import { offersActions } from './offers.slice';

export interface OfferCommentsProps {
  offerId: string;
  comments: readonly OfferCommentView[];
  enabled: boolean;
  selfId: string;
  names: Record<string, string>;
  busy: boolean;
  /** A past version: no writing. */
  readOnly?: boolean;
}

/** Comments (plain text): everyone who reads the offer adds them; only their author changes or deletes one. */
export function OfferComments({ offerId, comments, enabled, selfId, names, busy, readOnly }: OfferCommentsProps) {
  const { t } = useCatalog(OFFERS, offersCatalog);
  const dispatch = useDispatch();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: string; body: string } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    dispatch(offersActions.commentAddRequested({ id: offerId, body: text.trim() }));
    setText('');
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!editing || !editing.body.trim()) return;
    dispatch(offersActions.commentChangeRequested({ id: offerId, commentId: editing.id, body: editing.body.trim() }));
    setEditing(null);
  };

  return (
    <Box component="section" aria-labelledby="offer-comments">
      <Typography id="offer-comments" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('fields.comments')}
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
                  slotProps={{ htmlInput: { maxLength: OFFER_COMMENT_MAX } }}
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
              slotProps={{ htmlInput: { maxLength: OFFER_COMMENT_MAX } }}
            />
            <Button type="submit" variant="outlined" sx={{ mt: 1 }} disabled={busy || !text.trim()}>
              {t('comments.add')}
            </Button>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('comments.disabled')}</Typography>
        ))}
      <ConfirmDialog
        open={removing !== null}
        title={t('comments.deleteTitle')}
        text={t('comments.deleteText')}
        confirmLabel={t('comments.delete')}
        destructive
        onConfirm={() => {
          if (removing) dispatch(offersActions.commentRemoveRequested({ id: offerId, commentId: removing }));
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
