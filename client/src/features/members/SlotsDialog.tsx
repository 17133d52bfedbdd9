import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { errorMessage, localeFrom, type ErrorCode } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { membersCatalog } from './members.catalog';

/** Seed §8: the account has no free (portal) user slot; more come from the provider. */
export function SlotsDialog({ code, onClose }: { code: ErrorCode | null; onClose(): void }) {
  const { t, i18n } = useCatalog('members', membersCatalog);
  return (
    <Dialog open={code !== null} onClose={onClose} aria-labelledby="slots-title" aria-describedby="slots-text">
      <DialogTitle id="slots-title">{t('slots.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="slots-text">{code ? errorMessage(code, localeFrom(i18n.language)) : ''}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{t('slots.contactProvider')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('common:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
