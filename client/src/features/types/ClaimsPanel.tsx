import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { errorMessage, localeFrom, type ClaimTypeNode } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListState } from '../../components/ListState';
import { useCatalog } from '../../lib/i18n-catalog';
import { flattenTree, TypeDialogHost } from './TypeDialogHost';
import { typesCatalog } from './types.catalog';
import { selectClaimTree, selectTypeRefusal, selectTypesBusy, typesActions } from './types.slice';

/**
 * The claims tab of /manager/account: the claim type tree. Add a root or a child, rename
 * or move a node (another parent when editing), delete one (the server refuses while it
 * has sub-types or is in use, and says why).
 */
export function ClaimsPanel() {
  const { t, i18n } = useCatalog('types', typesCatalog);
  const dispatch = useDispatch();
  const tree = useSelector(selectClaimTree);
  const busy = useSelector(selectTypesBusy);
  const refusal = useSelector(selectTypeRefusal);
  const [deleting, setDeleting] = useState<ClaimTypeNode | null>(null);
  const nodes = flattenTree(tree.roots);

  useEffect(() => {
    dispatch(typesActions.listRequested({ kind: 'claim' }));
  }, [dispatch]);

  return (
    <Box component="section" aria-labelledby="claims-heading">
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="claims-heading" variant="h6" component="h2">
          {t('kinds.claim.title')}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => dispatch(typesActions.dialogOpened({ kind: 'claim', parentId: null }))}>
          {t('kinds.claim.add')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('claims.hint')}
      </Typography>
      {refusal?.kind === 'claim' && (
        <Alert severity="error" onClose={() => dispatch(typesActions.refusalDismissed())} sx={{ mb: 1 }}>
          {refusal.text ?? errorMessage(refusal.code, localeFrom(i18n.language))}
        </Alert>
      )}
      <ListState
        status={tree.status}
        empty={nodes.length === 0}
        emptyText={t('kinds.claim.empty')}
        onRetry={() => dispatch(typesActions.listRequested({ kind: 'claim' }))}
      >
        <Paper variant="outlined">
          <List dense aria-label={t('claims.treeLabel')}>
            {nodes.map((node) => (
              <ListItem
                key={node.id}
                divider
                sx={{ pl: 2 + node.depth * 3 }}
                secondaryAction={
                  <Stack direction="row">
                    <IconButton
                      aria-label={t('claims.addChild', { title: node.title })}
                      disabled={busy[node.id]}
                      onClick={() => dispatch(typesActions.dialogOpened({ kind: 'claim', parentId: node.id }))}
                    >
                      <AddIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('editLabel', { title: node.title })}
                      disabled={busy[node.id]}
                      onClick={() => dispatch(typesActions.dialogOpened({ kind: 'claim', id: node.id }))}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton aria-label={t('deleteLabel', { title: node.title })} disabled={busy[node.id]} onClick={() => setDeleting(node)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Stack>
                }
              >
                {node.depth > 0 && <SubdirectoryArrowRightIcon fontSize="small" sx={{ mr: 1, color: 'text.disabled' }} />}
                <ListItemText primary={node.title} slotProps={{ primary: { sx: { fontWeight: node.depth === 0 ? 600 : 400 } } }} />
              </ListItem>
            ))}
          </List>
        </Paper>
      </ListState>
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        text={t('delete.text', { title: deleting?.title ?? '' })}
        confirmLabel={t('delete.confirm')}
        destructive
        onConfirm={() => deleting && dispatch(typesActions.deleteRequested({ kind: 'claim', id: deleting.id, version: deleting.version }))}
        onClose={() => setDeleting(null)}
      />
      <TypeDialogHost />
    </Box>
  );
}
