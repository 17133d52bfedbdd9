import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Divider, Drawer, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { HelpView } from '@kollab/contracts';
import type { RequestStatus } from '../../lib/request-status';

/** Only web and mail addresses become the button's link. */
const SAFE_LINK = /^(https?:|mailto:)/i;

export interface HelpDrawerProps {
  status: RequestStatus;
  content: HelpView | null;
  onOpen(): void;
}

/** The help button and its drawer: the server's text and a button to the support address. */
export function HelpDrawer({ status, content, onOpen }: HelpDrawerProps) {
  const { t } = useTranslation('help');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('open')}>
        <IconButton
          color="inherit"
          aria-label={t('open')}
          onClick={() => {
            setOpen(true);
            onOpen();
          }}
        >
          <HelpOutlineOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-labelledby': 'help-title', sx: { width: 360, maxWidth: '100vw' } } }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Typography id="help-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('title')}
          </Typography>
          <IconButton aria-label={t('close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        <Box sx={{ p: 2 }}>
          {status === 'loading' && !content && (
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <CircularProgress aria-label={t('loading')} />
            </Box>
          )}
          {status === 'failed' && <Alert severity="error">{t('loadFailed')}</Alert>}
          {content && (
            <>
              <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{content.text}</Typography>
              {SAFE_LINK.test(content.url) && (
                <Button
                  variant="contained"
                  href={content.url}
                  {...(content.url.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {content.button}
                </Button>
              )}
            </>
          )}
        </Box>
      </Drawer>
    </>
  );
}
