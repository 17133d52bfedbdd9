import { Alert, Snackbar } from '@mui/material';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { errorText } from '@kollab/contracts/errors/error-text';
import { localeFrom } from '@kollab/contracts/errors/locale';
import { notificationsActions, selectCurrentNotice } from './notifications.slice';

/** Auto-hide after this long; errors stay a little longer. */
const HIDE_MS = { success: 4000, info: 5000, warning: 6000, error: 7000 } as const;

/**
 * Top centre, over the header's empty middle: form actions sit bottom right (forms) or
 * bottom (dialogs), and the sidebar on the left, so a toast never covers a save button.
 */
export const TOAST_ANCHOR = { vertical: 'top', horizontal: 'center' } as const;

/** The one toast host (mounted once in App): shows the queued notices one after the other. */
export function NotificationHost() {
  const notice = useSelector(selectCurrentNotice);
  const dispatch = useDispatch();
  const { t, i18n } = useTranslation('notifications');
  if (!notice) return null;
  const close = () => dispatch(notificationsActions.noticeDismissed(notice.id));
  const text = notice.code ? errorText(notice.code, localeFrom(i18n.language)) : notice.message ? t(notice.message) : '';
  return (
    <Snackbar
      key={notice.id}
      open
      autoHideDuration={HIDE_MS[notice.severity]}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={TOAST_ANCHOR}
    >
      <Alert severity={notice.severity} variant="filled" onClose={close} closeText={t('close')} sx={{ width: '100%' }}>
        {text}
      </Alert>
    </Snackbar>
  );
}
