import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface ForeignContentDialogProps {
  open: boolean;
  onLogout(): void;
  onStay(): void;
}

/** Seed §8: content of another account; the member may log out (to sign in there) or stay. */
export function ForeignContentDialog({ open, onLogout, onStay }: ForeignContentDialogProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="foreign-title" aria-describedby="foreign-text">
      <DialogTitle id="foreign-title">{t('foreignContent.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="foreign-text">{t('foreignContent.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogout}>{t('logout')}</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          {t('foreignContent.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
