import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCatalog } from '../../lib/i18n-catalog';
import type { TemplateChoice } from './apply-template';
import { COLLAB, collabCatalog } from './collab.catalog';

export interface TemplateDialogProps {
  open: boolean;
  onChoose(choice: TemplateChoice): void;
  onCancel(): void;
}

/** Seed: loading a template onto an item that has content asks to overwrite, keep, or attach below. */
export function TemplateDialog({ open, onChoose, onCancel }: TemplateDialogProps) {
  const { t } = useCatalog(COLLAB, collabCatalog);
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{t('template.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t('template.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel}>{t('template.cancel')}</Button>
        <Button onClick={() => onChoose('keep')} autoFocus>
          {t('template.keep')}
        </Button>
        <Button onClick={() => onChoose('attach')}>{t('template.attach')}</Button>
        <Button color="warning" variant="contained" onClick={() => onChoose('overwrite')}>
          {t('template.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
