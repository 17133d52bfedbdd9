import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { TASK_COMMENT_MAX, type TaskView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { selectTaskDetail, selectTaskUserNames, tasksActions } from './tasks.slice';
import { TASKS, tasksCatalog } from './tasks.catalog';

/** The task's comment thread: add (when comments are enabled), edit and delete my own. */
export function TaskComments({ task, selfId, readOnly }: { task: TaskView; selfId: string; readOnly: boolean }) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const dispatch = useDispatch();
  const names = useSelector(selectTaskUserNames);
  const busy = useSelector(selectTaskDetail).busy;
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: string; body: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const at = { id: task.id, version: task.version };

  const add = () => {
    if (!text.trim()) return;
    dispatch(tasksActions.actionRequested({ ...at, action: { kind: 'comment', body: text.trim() } }));
    setText('');
  };

  return (
    <Stack spacing={2} component="section" aria-label={t('fields.comments')}>
      {task.comments.length === 0 && <Typography color="text.secondary">{t('comments.none')}</Typography>}
      {task.comments.map((comment) => {
        const own = comment.author_id === selfId;
        return (
          <Paper
            key={comment.id}
            variant="outlined"
            component="article"
            aria-label={t('comments.by', { name: names[comment.author_id] ?? t('words.unknownUser') })}
            sx={{ p: 1.5 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle2">{names[comment.author_id] ?? t('words.unknownUser')}</Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(comment.created_at)}
                {comment.updated_at !== comment.created_at && ` · ${t('comments.edited')}`}
              </Typography>
              <Box sx={{ flex: 1 }} />
              {own && !readOnly && (
                <>
                  <Tooltip title={t('comments.edit')}>
                    <IconButton size="small" aria-label={t('comments.edit')} onClick={() => setEditing({ id: comment.id, body: comment.body })}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('comments.delete')}>
                    <IconButton size="small" aria-label={t('comments.delete')} onClick={() => setDeleting(comment.id)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              )}
            </Stack>
            {editing?.id === comment.id ? (
              <Stack spacing={1} sx={{ mt: 1 }}>
                <TextField
                  multiline
                  minRows={2}
                  label={t('comments.text')}
                  value={editing.body}
                  onChange={(event) => setEditing({ id: comment.id, body: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: TASK_COMMENT_MAX } }}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    size="small"
                    disabled={!editing.body.trim() || busy !== null}
                    onClick={() => {
                      dispatch(
                        tasksActions.actionRequested({ ...at, action: { kind: 'changeComment', commentId: comment.id, body: editing.body.trim() } }),
                      );
                      setEditing(null);
                    }}
                  >
                    {t('common:save')}
                  </Button>
                  <Button size="small" onClick={() => setEditing(null)}>
                    {t('common:cancel')}
                  </Button>
                </Stack>
              </Stack>
            ) : (
              <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{comment.body}</Typography>
            )}
          </Paper>
        );
      })}
      {!readOnly &&
        (task.comments_enabled ? (
          <Stack spacing={1}>
            <TextField
              multiline
              minRows={2}
              label={t('comments.new')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              slotProps={{ htmlInput: { maxLength: TASK_COMMENT_MAX } }}
            />
            <Box>
              <Button variant="contained" disabled={!text.trim() || busy !== null} onClick={add}>
                {t('comments.add')}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Alert severity="info">{t('comments.disabled')}</Alert>
        ))}
      <ConfirmDialog
        open={deleting !== null}
        title={t('comments.deleteTitle')}
        text={t('comments.deleteText')}
        confirmLabel={t('comments.delete')}
        destructive
        onConfirm={() => deleting && dispatch(tasksActions.actionRequested({ ...at, action: { kind: 'removeComment', commentId: deleting } }))}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
