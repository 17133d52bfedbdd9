import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, CardActions, CardContent, CircularProgress, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatDate } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { PROTOCOLS, protocolsCatalog } from './protocols.catalog';
import { protocolsActions, selectProtocols } from './protocols.slice';

/** The home page's card: the 5 most recent protocols the user may read (by date), each a link. */
export function RecentProtocolsCard() {
  const { t } = useCatalog(PROTOCOLS, protocolsCatalog);
  const dispatch = useDispatch();
  const { recent } = useSelector(selectProtocols);

  useEffect(() => {
    dispatch(protocolsActions.recentRequested());
  }, [dispatch]);

  return (
    <Card variant="outlined" component="section" aria-labelledby="recent-protocols-title">
      <CardContent>
        <Typography id="recent-protocols-title" variant="h6" component="h2" gutterBottom>
          {t('recent.title')}
        </Typography>
        {recent.status === 'loading' && recent.rows.length === 0 && <CircularProgress size={24} aria-label={t('common:loading')} />}
        {recent.status === 'failed' && (
          <Typography color="error">
            {t('recent.error')}{' '}
            <Button size="small" onClick={() => dispatch(protocolsActions.recentRequested())}>
              {t('common:retry')}
            </Button>
          </Typography>
        )}
        {recent.status === 'loaded' && recent.rows.length === 0 && <Typography color="text.secondary">{t('recent.empty')}</Typography>}
        <List dense disablePadding>
          {recent.rows.map((protocol) => (
            <ListItem key={protocol.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/protocols/${protocol.id}`}>
                    {protocol.number ? `${protocol.number} · ${protocol.title}` : protocol.title}
                  </Link>
                }
                secondary={formatDate(protocol.date)}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to="/protocols" size="small">
          {t('recent.all')}
        </Button>
      </CardActions>
    </Card>
  );
}
