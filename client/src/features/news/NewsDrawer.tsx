import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  CircularProgress,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { UpdateView } from '@kollab/contracts';
import { formatDate } from '../../lib/dates';
import type { RequestStatus } from '../../lib/request-status';

export interface NewsDrawerProps {
  updates: UpdateView[];
  status: RequestStatus;
  /** "" (none), "1".."99" or "99+". */
  badge: string;
  onOpen(): void;
}

/** The what's-new button with its badge of unseen updates, and the drawer listing the newest 10. */
export function NewsDrawer({ updates, status, badge, onOpen }: NewsDrawerProps) {
  const { t } = useTranslation('news');
  const [open, setOpen] = useState(false);
  const label = badge ? t('openWithCount', { count: badge }) : t('open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={() => {
            setOpen(true);
            onOpen();
          }}
        >
          <Badge badgeContent={badge || undefined} color="error" invisible={!badge}>
            <CampaignIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Drawer
        anchor="right"
        // above the app bar (which sits above the navigation drawer): the drawer's own title and close button show
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-labelledby': 'news-title', sx: { width: 360, maxWidth: '100vw' } } }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Typography id="news-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('title')}
          </Typography>
          <IconButton aria-label={t('close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        {status === 'loading' && updates.length === 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        )}
        {status === 'failed' && <Alert severity="error">{t('loadFailed')}</Alert>}
        {status === 'loaded' && updates.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('empty')}
          </Typography>
        )}
        <List>
          {updates.map((update) => (
            <ListItem key={update.id} alignItems="flex-start" divider>
              <ListItemText
                primary={update.title}
                secondary={
                  <>
                    <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                      {formatDate(update.date)}
                    </Typography>
                    <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                      {update.text}
                    </Typography>
                  </>
                }
              />
              {update.image_url && <Box component="img" src={update.image_url} alt="" sx={{ width: 64, ml: 1, borderRadius: 1 }} />}
            </ListItem>
          ))}
        </List>
      </Drawer>
    </>
  );
}
