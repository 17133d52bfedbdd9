import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The confirming button's label (default "Confirm"). */
  confirmLabel?: string;
  destructive?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a destructive step; Cancel has the focus so Enter does not delete by accident. */
export function ConfirmDialog({ open, title, text, confirmLabel, destructive, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('cancel')}
        </Button>
        <Button
          color={destructive ? 'error' : 'primary'}
          variant="contained"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel ?? t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
