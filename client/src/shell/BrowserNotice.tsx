import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Internet Explorer (MSIE up to 10, Trident for 11). */
export function isInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

/** Seed §8: Internet Explorer shows a "not supported" dialog. */
export function BrowserNotice({ userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent }: { userAgent?: string }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(() => isInternetExplorer(userAgent));
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="browser-title" aria-describedby="browser-text">
      <DialogTitle id="browser-title">{t('browser.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="browser-text">{t('browser.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>{t('browser.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
