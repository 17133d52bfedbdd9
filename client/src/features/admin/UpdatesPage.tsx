import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { errorMessage, localeFrom, PublishUpdateInput, type UpdateView } from '@kollab/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateField } from '../../components/DateField';
import { ListState } from '../../components/ListState';
import { formatDate } from '../../lib/dates';
import { serverFieldMessages, validateWith, type FieldMessages } from '../../lib/validation';
import { adminActions, selectEditedUpdate, selectUpdateForm, selectUpdateRows, selectUpdates } from './admin.slice';
import { AdminTabs } from './AdminTabs';
import { useCatalog } from '../../lib/i18n-catalog';
import { adminCatalog } from './admin.catalog';

/** /admin/updates: the news editor (every update, scheduled ones included, newest first). */
export function UpdatesPage() {
  const { t } = useCatalog('admin', adminCatalog);
  const dispatch = useDispatch();
  const list = useSelector(selectUpdates);
  const rows = useSelector(selectUpdateRows);
  const [withdraw, setWithdraw] = useState<UpdateView | null>(null);
  useEffect(() => {
    dispatch(adminActions.updatesRequested());
  }, [dispatch]);
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('updates.title')}
      </Typography>
      <AdminTabs />
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" onClick={() => dispatch(adminActions.updateEditorOpened({ id: null }))}>
          {t('updates.create')}
        </Button>
      </Box>
      <ListState
        status={list.status}
        empty={rows.length === 0}
        emptyText={t('updates.empty')}
        onRetry={() => dispatch(adminActions.updatesRequested())}
      >
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('updates.title')}>
          {rows.map((update) => (
            <Card key={update.id} variant="outlined" component="li">
              <CardContent>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(update.date)}
                  {update.date > Date.now() && ` · ${t('updates.scheduled')}`}
                </Typography>
                <Typography variant="h6" component="h2">
                  {update.title}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
                  {update.text}
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  size="small"
                  onClick={() => dispatch(adminActions.updateEditorOpened({ id: update.id }))}
                  aria-label={t('updates.editLabel', { title: update.title })}
                >
                  {t('updates.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setWithdraw(update)}
                  aria-label={t('updates.withdrawLabel', { title: update.title })}
                >
                  {t('updates.withdraw')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
        <TablePagination
          component="div"
          count={list.total}
          page={Math.max(0, list.page - 1)}
          rowsPerPage={list.limit}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_event, page) => dispatch(adminActions.updatesRequested({ page: page + 1 }))}
          onRowsPerPageChange={(event) => dispatch(adminActions.updatesRequested({ limit: Number(event.target.value), page: 1 }))}
          labelRowsPerPage={t('common:rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('common:pageRange', { from, to, count })}
        />
      </ListState>
      <ConfirmDialog
        open={withdraw !== null}
        title={t('updates.withdrawTitle')}
        text={t('updates.withdrawText', { title: withdraw?.title ?? '' })}
        confirmLabel={t('updates.withdraw')}
        destructive
        onConfirm={() => withdraw && dispatch(adminActions.updateWithdrawRequested({ id: withdraw.id }))}
        onClose={() => setWithdraw(null)}
      />
      <UpdateEditor />
    </Box>
  );
}

/** The editor dialog: remounted per opening so its fields start from the update (or empty). */
function UpdateEditor() {
  const form = useSelector(selectUpdateForm);
  const update = useSelector(selectEditedUpdate);
  return <UpdateForm key={form.serial} update={update} />;
}

export function UpdateForm({ update }: { update: UpdateView | null }) {
  const { t, i18n } = useCatalog('admin', adminCatalog);
  const dispatch = useDispatch();
  const form = useSelector(selectUpdateForm);
  const locale = localeFrom(i18n.language);
  const [values, setValues] = useState({
    title: update?.title ?? '',
    text: update?.text ?? '',
    date: update ? dayjs(update.date).format('YYYY-MM-DD') : '',
    image_url: update?.image_url ?? '',
  });
  const [local, setLocal] = useState<FieldMessages>({});
  const messages: FieldMessages = { ...serverFieldMessages(form.fieldErrors), ...local };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: PublishUpdateInput = {
      title: values.title,
      text: values.text,
      ...(values.date ? { date: dayjs(values.date).valueOf() } : {}),
      image_url: values.image_url.trim() || null,
    };
    const found = validateWith(PublishUpdateInput, input, locale);
    setLocal(found);
    if (Object.keys(found).length === 0) dispatch(adminActions.updateSaveRequested({ id: update?.id ?? null, input }));
  };
  const field = (name: keyof typeof values) => ({
    name,
    label: t(`updates.fields.${name}`),
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: !!messages[name],
    helperText: messages[name],
    fullWidth: true,
  });
  const close = () => dispatch(adminActions.updateEditorClosed());
  return (
    <Dialog open={form.editing !== undefined} onClose={close} fullWidth maxWidth="md" aria-labelledby="update-editor-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="update-editor-title">{update ? t('updates.editTitle') : t('updates.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {form.error && form.error !== 'request.validation_failed' && <Alert severity="error">{errorMessage(form.error, locale)}</Alert>}
            <TextField {...field('title')} required autoFocus />
            <TextField {...field('text')} required multiline minRows={5} />
            <DateField
              name="date"
              label={t('updates.fields.date')}
              value={values.date}
              onChange={(date) => setValues((current) => ({ ...current, date }))}
              error={!!messages.date}
              helperText={messages.date ?? t('updates.fields.dateHint')}
              fullWidth
            />
            <TextField {...field('image_url')} type="url" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common:cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.status === 'submitting'}>
            {update ? t('common:save') : t('updates.publish')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
