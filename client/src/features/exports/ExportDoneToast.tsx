import { Alert, Button, IconButton, Snackbar } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useDispatch, useSelector } from 'react-redux';
import { useCatalog } from '../../lib/i18n-catalog';
import { EXPORTS_NS, exportsCatalog } from './exports.catalog';
import { exportsActions, selectExports, selectRun, type WithExports } from './exports.slice';

/** As long as the toast of a finished export stays (it carries an action: longer than a plain toast). */
export const DONE_TOAST_MS = 15_000;

/**
 * "Export fertig – die E-Mail ist unterwegs" with "Herunterladen", where the app's toasts show
 * (top centre). The app's toast host shows texts only; this one carries the download, so the
 * exports feature shows it beside its button.
 */
export function ExportDoneToast() {
  const { t } = useCatalog(EXPORTS_NS, exportsCatalog);
  const dispatch = useDispatch();
  const id = useSelector(selectExports).toast;
  const run = useSelector((state: WithExports) => (id ? selectRun(state, id) : null));
  if (!id || !run) return null;
  const close = () => dispatch(exportsActions.toastClosed());
  const download = () => {
    dispatch(exportsActions.downloadRequested({ id }));
    close();
  };
  return (
    <Snackbar
      key={id}
      open
      autoHideDuration={DONE_TOAST_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity="success"
        variant="filled"
        action={
          // with an action, Alert shows no close button of its own
          <>
            <Button color="inherit" size="small" onClick={download}>
              {t('toasts.download')}
            </Button>
            <IconButton color="inherit" size="small" aria-label={t('toasts.close')} onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {t('toasts.done')}
      </Alert>
    </Snackbar>
  );
}
