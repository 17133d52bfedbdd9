import { useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/UploadFile';
import type { TaskFileView } from '@kollab/contracts';
import { formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { selectTaskDetail, selectTaskUserNames, tasksActions } from './tasks.slice';
import { TASKS, tasksCatalog } from './tasks.catalog';

/** A file size in words (kB/MB, one decimal). */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The task's files: upload, download (with the auth headers), delete. */
export function TaskFiles({ task, readOnly }: { task: { id: string; version: number; files: TaskFileView[] }; readOnly: boolean }) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const dispatch = useDispatch();
  const names = useSelector(selectTaskUserNames);
  const busy = useSelector(selectTaskDetail).busy;
  const input = useRef<HTMLInputElement>(null);

  return (
    <Box component="section" aria-label={t('fields.files')}>
      {task.files.length === 0 && <Typography color="text.secondary">{t('files.none')}</Typography>}
      <List dense aria-label={t('fields.files')}>
        {task.files.map((file) => (
          <ListItem
            key={file.id}
            secondaryAction={
              <Stack direction="row">
                <Tooltip title={t('files.download')}>
                  <IconButton
                    aria-label={t('files.downloadNamed', { name: file.name })}
                    onClick={() => dispatch(tasksActions.fileDownloadRequested({ url: file.url, name: file.name }))}
                  >
                    <DownloadIcon />
                  </IconButton>
                </Tooltip>
                {!readOnly && (
                  <Tooltip title={t('files.delete')}>
                    <IconButton
                      edge="end"
                      aria-label={t('files.deleteNamed', { name: file.name })}
                      disabled={busy !== null}
                      onClick={() =>
                        dispatch(
                          tasksActions.actionRequested({ id: task.id, version: task.version, action: { kind: 'removeFile', fileId: file.id } }),
                        )
                      }
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            }
          >
            <ListItemText
              primary={file.name}
              secondary={`${sizeText(file.size)} · ${names[file.added_by] ?? ''} · ${formatDateTime(file.added_at)}`}
            />
          </ListItem>
        ))}
      </List>
      {!readOnly && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            aria-label={t('files.upload')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) dispatch(tasksActions.actionRequested({ id: task.id, version: task.version, action: { kind: 'upload', file } }));
              event.target.value = '';
            }}
          />
          <Button startIcon={<UploadIcon />} variant="outlined" disabled={busy === 'upload'} onClick={() => input.current?.click()}>
            {busy === 'upload' ? t('files.uploading') : t('files.upload')}
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('files.hint')}
          </Typography>
        </>
      )}
    </Box>
  );
}
