import { useEffect } from 'react';
import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage, localeFrom } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { PROFILE_NOTIFICATIONS_NS, profileNotificationsCatalog } from './notification-settings.catalog';
import type { UnsubscribeState } from './notification-settings.state';

export interface UnsubscribePageProps {
  /** `?token=` of the mail's link; null: the link is incomplete (nothing is sent). */
  token: string | null;
  state: UnsubscribeState;
  /** Sends the POST; asked on load, once per token (the flows send a token once, whatever asks again). */
  onUnsubscribe(token: string): void;
}

/**
 * /unsubscribe?token=… (public, no sign-in): the link in every notification mail turns them off in one click, so
 * the page asks the server on load; then says so ("… keine Benachrichtigungs-E-Mails mehr …") with a link to the
 * profile, where they can be turned on again, or shows the API's error text.
 */
export function UnsubscribePage({ token, state, onUnsubscribe }: UnsubscribePageProps) {
  const { t, i18n } = useCatalog(PROFILE_NOTIFICATIONS_NS, profileNotificationsCatalog);
  useEffect(() => {
    if (token) onUnsubscribe(token);
  }, [token, onUnsubscribe]);
  const locale = localeFrom(i18n.language);
  const current = token !== null && state.token === token;
  const failed = !token ? 'notifications.unsubscribe_invalid' : current && state.status === 'failed' ? (state.error ?? 'server.internal') : null;
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('unsubscribe.title')}
      </Typography>
      {failed ? (
        <Alert severity="error">{errorMessage(failed, locale)}</Alert>
      ) : current && state.status === 'done' ? (
        <Alert severity="success">{t('unsubscribe.done', { account_name: state.accountName ?? '' })}</Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('unsubscribe.sending')}</Typography>
        </Box>
      )}
      <Link component={RouterLink} to="/profile" sx={{ display: 'inline-block', mt: 2 }}>
        {t('unsubscribe.toProfile')}
      </Link>
    </>
  );
}
