import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { CreateTeamInput, errorMessage, localeFrom, TEAM_SHORT_MAX, type ErrorCode } from '@kollab/contracts';
import { FormTextField, useContractForm } from '../../lib/forms';
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
  const { control, handleSubmit } = useContractForm<{ name: string; short: string }, CreateTeamInput>(CreateTeamInput, initial, {
    toInput: ({ name, short }) => ({ name: name.trim(), short: short.trim() }),
    serverErrors: fieldErrors,
  });
  const submitting = status === 'submitting';

  return (
    <Dialog open={mode !== null} onClose={submitting ? undefined : onClose} aria-labelledby="team-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit((input) => onSubmit(input))} noValidate>
        <DialogTitle id="team-dialog-title">{mode ? t(`${mode}.title`) : ''}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && error !== 'request.validation_failed' && <Alert severity="error">{errorMessage(error, localeFrom(i18n.language))}</Alert>}
            <FormTextField control={control} name="name" label={t('fields.name')} autoFocus required fullWidth />
            <FormTextField
              control={control}
              name="short"
              label={t('fields.short')}
              hint={t('fields.shortHint')}
              slotProps={{ htmlInput: { maxLength: TEAM_SHORT_MAX } }}
              required
              fullWidth
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
