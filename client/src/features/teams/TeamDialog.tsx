import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { CreateTeamInput, errorMessage, localeFrom, TEAM_SHORT_MAX, type ErrorCode } from '@kollab/contracts';
import { serverFieldMessages, validateWith, type FieldMessages } from '../../lib/validation';
import { useCatalog } from '../../lib/i18n-catalog';
import { teamsCatalog } from './teams.catalog';
import type { FormStatus, TeamDialogMode } from './teams.slice';

export interface TeamDialogProps {
  mode: TeamDialogMode | null;
  initial: { name: string; short: string };
  status: FormStatus;
  error: ErrorCode | null;
  fieldErrors: Record<string, string[]> | null;
  onSubmit(input: CreateTeamInput): void;
  onClose(): void;
}

/** Create a team or rename one (name and short, seed §5 "Team: name and short required", short ≤ 5). */
export function TeamDialog({ mode, initial, status, error, fieldErrors, onSubmit, onClose }: TeamDialogProps) {
  const { t, i18n } = useCatalog('teams', teamsCatalog);
  const locale = localeFrom(i18n.language);
  const [values, setValues] = useState(initial);
  const [messages, setMessages] = useState<FieldMessages>({});
  const shown = { ...serverFieldMessages(fieldErrors), ...messages };
  const submitting = status === 'submitting';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name: values.name.trim(), short: values.short.trim() };
    const found = validateWith(CreateTeamInput, input, locale);
    setMessages(found);
    if (Object.keys(found).length === 0) onSubmit(input);
  };
  const field = (name: 'name' | 'short') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setMessages((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(shown[name]),
    required: true,
    fullWidth: true,
  });

  return (
    <Dialog open={mode !== null} onClose={submitting ? undefined : onClose} aria-labelledby="team-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="team-dialog-title">{mode ? t(`${mode}.title`) : ''}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && error !== 'request.validation_failed' && <Alert severity="error">{errorMessage(error, locale)}</Alert>}
            <TextField label={t('fields.name')} autoFocus helperText={shown.name} {...field('name')} />
            <TextField
              label={t('fields.short')}
              helperText={shown.short ?? t('fields.shortHint')}
              slotProps={{ htmlInput: { maxLength: TEAM_SHORT_MAX } }}
              {...field('short')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {mode ? t(`${mode}.submit`) : ''}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
