import { useRef } from 'react';
import { Avatar, Button, Stack } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

/** What the server takes as a logo (core/files checks the bytes too). */
export const LOGO_TYPES = 'image/png,image/jpeg,image/webp';

export interface ContactLogoProps {
  name: string;
  /** An object URL of the downloaded logo, or null. */
  url: string | null;
  hasLogo: boolean;
  /** Read-only (an older version, a deleted contact): no buttons. */
  readOnly: boolean;
  busy: boolean;
  onUpload(file: File): void;
  onRemove(): void;
}

export function ContactLogo({ name, url, hasLogo, readOnly, busy, onUpload, onRemove }: ContactLogoProps) {
  const { t } = useCatalog('contacts', contactsCatalog);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar
        variant="rounded"
        src={url ?? undefined}
        alt={t('logo.alt', { name })}
        sx={{ width: 96, height: 96, bgcolor: 'grey.200', color: 'grey.600' }}
      >
        <BusinessIcon fontSize="large" />
      </Avatar>
      {!readOnly && (
        <Stack direction="row" spacing={1}>
          <input
            ref={input}
            type="file"
            accept={LOGO_TYPES}
            hidden
            aria-label={t('logo.file')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onUpload(file);
              event.target.value = '';
            }}
          />
          <Button size="small" variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
            {hasLogo ? t('logo.replace') : t('logo.upload')}
          </Button>
          {hasLogo && (
            <Button size="small" color="error" disabled={busy} onClick={onRemove}>
              {t('logo.remove')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
