import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage, type ErrorCode } from '@kollab/contracts';

export interface TermsDialogProps {
  open: boolean;
  accepting: boolean;
  error: ErrorCode | null;
  onAccept(): void;
  onLogout(): void;
}

/** Seed §2: not closable (no close button, Escape and the backdrop do nothing); logout or accept. */
export function TermsDialog({ open, accepting, error, onAccept, onLogout }: TermsDialogProps) {
  const { t, i18n } = useTranslation('shell');
  return (
    <Dialog open={open} aria-labelledby="terms-title" aria-describedby="terms-text">
      <DialogTitle id="terms-title">{t('terms.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="terms-text">{t('terms.text')}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(error, i18n.language === 'en' ? 'en' : 'de')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogout}>{t('logout')}</Button>
        <Button variant="contained" onClick={onAccept} disabled={accepting}>
          {t('terms.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
