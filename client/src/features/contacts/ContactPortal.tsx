import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Chip, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import type { PortalView } from '@kollab/contracts';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';
import type { RequestStatus } from '../../lib/request-status';

export interface ContactPortalProps {
  status: RequestStatus;
  portal: PortalView | null;
  userNames: Record<string, string>;
  /** The manager's screen of this portal. */
  portalPath: string;
}

/** Managers: the contact's portal, its status and users, with a link to the portal's management. */
export function ContactPortal({ status, portal, userNames, portalPath }: ContactPortalProps) {
  const { t } = useCatalog('contacts', contactsCatalog);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contact-portal-title" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" id="contact-portal-title">
          {t('portal.title')}
        </Typography>
        <Link component={RouterLink} to={portalPath}>
          {portal ? t('portal.manage') : t('portal.create')}
        </Link>
      </Stack>
      {status === 'failed' && <Alert severity="error">{t('portal.failed')}</Alert>}
      {status === 'loaded' && !portal && <Typography color="text.secondary">{t('portal.none')}</Typography>}
      {portal && (
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" color="success" label={t('portal.active')} />
            <Typography variant="body2" color="text.secondary">
              {t('portal.since', { date: formatDate(portal.created_at), person: userNames[portal.contact_person] ?? t('history.unknownUser') })}
            </Typography>
          </Stack>
          {portal.members.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('portal.noUsers')}
            </Typography>
          ) : (
            <List dense aria-label={t('portal.users')}>
              {portal.members.map((member) => (
                <ListItem
                  key={member.user_id}
                  disableGutters
                  secondaryAction={<Chip size="small" variant="outlined" label={t(`portal.status.${member.status}`)} />}
                >
                  <ListItemText
                    primary={member.full_name || member.email}
                    secondary={`${member.email} · ${t('portal.memberSince', { date: formatDate(member.member_since) })}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      )}
    </Paper>
  );
}
