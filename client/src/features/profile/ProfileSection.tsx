import type { ReactNode } from 'react';
import { Alert, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage, localeFrom } from '@kollab/contracts';
import type { SaveState } from './profile.slice';

/** One part of the profile page: a region named by its heading (`{id}-title`). */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The API's code as text, unless a 422's field errors already say it all on the fields. */
export function SaveAlert({ save, fields }: { save: SaveState; fields: readonly string[] }) {
  const { i18n } = useTranslation('profile');
  if (save.status !== 'failed' || !save.error) return null;
  const onFields = Object.keys(save.fieldErrors).length > 0 && Object.keys(save.fieldErrors).every((field) => fields.includes(field));
  if (save.error === 'request.validation_failed' && onFields) return null;
  return (
    <Alert severity="error" sx={{ mb: 1 }}>
      {errorMessage(save.error, localeFrom(i18n.language))}
    </Alert>
  );
}

/** A failed save's 422 field texts, for the form's fields (`useContractForm`'s serverErrors). */
export const serverErrors = (save: SaveState): Record<string, string[]> | null => (save.status === 'failed' ? save.fieldErrors : null);
