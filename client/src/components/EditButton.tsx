import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';

/** The item page's "Edit": the read view gives way to the form (tasks and protocols alike). */
export function EditButton({ onClick, disabled }: { onClick(): void; disabled?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Button startIcon={<EditIcon />} variant="contained" disabled={disabled} onClick={onClick}>
      {t('edit')}
    </Button>
  );
}
