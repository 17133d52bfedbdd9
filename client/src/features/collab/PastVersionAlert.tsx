import { Alert, Button } from '@mui/material';
import { formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { COLLAB, collabCatalog } from './collab.catalog';
import type { PastVersionState } from './item-state';

export interface PastVersionAlertProps {
  /** The past version shown (null: the current one, and no alert). */
  past: Omit<PastVersionState<unknown>, 'view'> | null;
  /** Back to the current version. */
  onClose(): void;
}

/** Above an item shown as it was: "You see version n (read-only)", or "As of <time>", or that it could not be read; Close. */
export function PastVersionAlert({ past, onClose }: PastVersionAlertProps) {
  const { t } = useCatalog(COLLAB, collabCatalog);
  if (!past) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onClose}>
          {t('versions.close')}
        </Button>
      }
    >
      {past.status === 'failed'
        ? t('versions.pastError')
        : past.version !== null
          ? t('versions.asItWas', { version: past.version })
          : t('versions.asItWasAt', { when: formatDateTime(past.at) })}
    </Alert>
  );
}
