import { useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ProtocolFileView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { PROTOCOLS, protocolsCatalog } from './protocols.catalog';
import { protocolsActions } from './protocols.slice';

const sizeText = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The protocol's files: everyone who reads it downloads them; editors upload and delete. */
export function ProtocolFiles({
  protocolId,
  files,
  busy,
  canEdit,
}: {
  protocolId: string;
  files: readonly ProtocolFileView[];
  busy: boolean;
  canEdit: boolean;
}) {
  const { t } = useCatalog(PROTOCOLS, protocolsCatalog);
  const dispatch = useDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [removing, setRemoving] = useState<ProtocolFileView | null>(null);

  return (
    <Box component="section" aria-labelledby="protocol-files">
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="protocol-files" variant="h6" component="h2">
          {t('fields.files')}
        </Typography>
        {canEdit && (
          <>
            <Button size="small" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
              {t('files.upload')}
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              aria-label={t('files.upload')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) dispatch(protocolsActions.fileUploadRequested({ id: protocolId, file }));
                event.target.value = '';
              }}
            />
          </>
        )}
      </Stack>
      {files.length === 0 && <Typography color="text.secondary">{t('files.none')}</Typography>}
      <List dense>
        {files.map((file) => (
          <ListItem
            key={file.id}
            secondaryAction={
              <Stack direction="row">
                <Tooltip title={t('files.download', { name: file.name })}>
                  <IconButton
                    aria-label={t('files.download', { name: file.name })}
                    onClick={() => dispatch(protocolsActions.fileDownloadRequested({ url: file.url, name: file.name }))}
                  >
                    <DownloadIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {canEdit && (
                  <Tooltip title={t('files.delete', { name: file.name })}>
                    <IconButton aria-label={t('files.delete', { name: file.name })} disabled={busy} onClick={() => setRemoving(file)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            }
          >
            <ListItemText primary={file.name} secondary={`${sizeText(file.size)} · ${formatDateTime(file.added_at)}`} />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={removing !== null}
        title={t('files.deleteTitle')}
        text={t('files.deleteText', { name: removing?.name ?? '' })}
        confirmLabel={t('detail.delete')}
        destructive
        onConfirm={() => {
          if (removing) dispatch(protocolsActions.fileRemoveRequested({ id: protocolId, fileId: removing.id }));
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
