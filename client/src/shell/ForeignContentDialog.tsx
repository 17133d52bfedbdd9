import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ForeignAccount } from './shell.slice';

export interface ForeignContentDialogProps {
  open: boolean;
  /** The user's own organisation that holds the content (the API named it): the dialog offers to switch there. */
  account: ForeignAccount | null;
  onSwitch(account: ForeignAccount): void;
  onLogout(): void;
  onStay(): void;
}

/**
 * Seed §8: content of another account; the member may log out (to sign in there) or stay, and
 * where it is one of their own organisations, switch to it straight away.
 */
export function ForeignContentDialog({ open, account, onSwitch, onLogout, onStay }: ForeignContentDialogProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="foreign-title" aria-describedby="foreign-text">
      <DialogTitle id="foreign-title">{t('foreignContent.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="foreign-text">
          {account ? t('foreignContent.textMember', { name: account.name }) : t('foreignContent.text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogout}>{t('logout')}</Button>
        <Button variant={account ? 'outlined' : 'contained'} onClick={onStay} autoFocus={!account}>
          {t('foreignContent.stay')}
        </Button>
        {account && (
          <Button variant="contained" onClick={() => onSwitch(account)} autoFocus>
            {t('foreignContent.switchTo', { name: account.name })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
