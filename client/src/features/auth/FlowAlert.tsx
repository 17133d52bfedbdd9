import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@kollab/contracts/errors/error-codes';
import { errorText } from '@kollab/contracts/errors/error-text';
import { localeFrom } from '@kollab/contracts/errors/locale';

/**
 * The API's code as the contracts' text in the current language. A 422 whose every
 * field error sits on a visible field needs no extra alert.
 */
export function FlowAlert({
  code,
  fieldErrors = {},
  fields = [],
}: {
  code: ErrorCode | null;
  fieldErrors?: Record<string, string[]>;
  fields?: readonly string[];
}) {
  const { i18n } = useTranslation('auth');
  if (!code) return null;
  const onFields = Object.keys(fieldErrors).length > 0 && Object.keys(fieldErrors).every((field) => fields.includes(field));
  if (code === 'request.validation_failed' && onFields) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {errorText(code, localeFrom(i18n.language))}
    </Alert>
  );
}
