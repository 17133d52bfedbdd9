import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { errorMessage, localeFrom } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListState } from '../../components/ListState';
import { useCatalog } from '../../lib/i18n-catalog';
import { TypeDialogHost } from './TypeDialogHost';
import { typesCatalog } from './types.catalog';
import {
  PREFIXED_KINDS,
  selectTypeList,
  selectTypeRefusal,
  selectTypeRows,
  selectTypesBusy,
  typesActions,
  type PrefixedKind,
  type PrefixedTypeView,
  type TypesState,
} from './types.slice';

/** The offer types belong to the offers app: without it they are neither read nor shown. */
const kindsShown = (offers: boolean): readonly PrefixedKind[] => (offers ? PREFIXED_KINDS : PREFIXED_KINDS.filter((kind) => kind !== 'offer'));

/**
 * The types tab of /manager/account: contact, task and protocol types, and with the offers
 * app (`offers`) the offer types, one list each.
 */
export function TypesPanel({ offers = false }: { offers?: boolean }) {
  const dispatch = useDispatch();
  useEffect(() => {
    for (const kind of kindsShown(offers)) dispatch(typesActions.listRequested({ kind }));
  }, [dispatch, offers]);
  return (
    <Stack spacing={3}>
      {kindsShown(offers).map((kind) => (
        <TypeList key={kind} kind={kind} />
      ))}
      <TypeDialogHost />
    </Stack>
  );
}

function TypeList({ kind }: { kind: PrefixedKind }) {
  const { t, i18n } = useCatalog('types', typesCatalog);
  const dispatch = useDispatch();
  const list = useSelector(selectTypeList(kind));
  const rows = useSelector((state: { types: TypesState }) => selectTypeRows(state, kind));
  const busy = useSelector(selectTypesBusy);
  const refusal = useSelector(selectTypeRefusal);
  const [deleting, setDeleting] = useState<PrefixedTypeView | null>(null);
  const headingId = `types-${kind}-heading`;
  const templated = kind !== 'contact';

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t(`kinds.${kind}.title`)}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => dispatch(typesActions.dialogOpened({ kind }))}>
          {t(`kinds.${kind}.add`)}
        </Button>
      </Stack>
      {refusal?.kind === kind && (
        <Alert severity="error" onClose={() => dispatch(typesActions.refusalDismissed())} sx={{ mb: 1 }}>
          {refusal.text ?? errorMessage(refusal.code, localeFrom(i18n.language))}
        </Alert>
      )}
      <ListState
        status={list.status}
        empty={rows.length === 0}
        emptyText={t(`kinds.${kind}.empty`)}
        onRetry={() => dispatch(typesActions.listRequested({ kind }))}
      >
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t(kind === 'contact' ? 'fields.label' : 'fields.title')}</TableCell>
                  <TableCell>{t('fields.short')}</TableCell>
                  {kind === 'task' && <TableCell>{t('columns.isClaim')}</TableCell>}
                  {templated && <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('columns.template')}</TableCell>}
                  <TableCell align="right">{t('columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell sx={{ fontWeight: 500 }}>{row.title}</TableCell>
                    <TableCell>{row.short}</TableCell>
                    {row.kind === 'task' && <TableCell>{t(row.is_claim ? 'yes' : 'no')}</TableCell>}
                    {templated && (
                      <TableCell
                        sx={{
                          display: { xs: 'none', sm: 'table-cell' },
                          color: 'text.secondary',
                          maxWidth: 320,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {row.kind !== 'contact' && row.template ? textOf(row.template) : '–'}
                      </TableCell>
                    )}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        aria-label={t('editLabel', { title: row.title })}
                        disabled={busy[row.id]}
                        onClick={() => dispatch(typesActions.dialogOpened({ kind, id: row.id }))}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                      <IconButton aria-label={t('deleteLabel', { title: row.title })} disabled={busy[row.id]} onClick={() => setDeleting(row)}>
                        <DeleteOutlineIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      </ListState>
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        text={t('delete.text', { title: deleting?.title ?? '' })}
        confirmLabel={t('delete.confirm')}
        destructive
        onConfirm={() => deleting && dispatch(typesActions.deleteRequested({ kind, id: deleting.id, version: deleting.version }))}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

/** A template's text for the list (its markup is the server's sanitised HTML; shown as text only). */
function textOf(html: string): string {
  // a space after each block, so "<h3>A</h3><p>B</p>" reads "A B"
  const spaced = html.replace(/(<\/(?:p|h[1-6]|li|div)>|<br\s*\/?>)/gi, '$1 ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim() || '–';
}
