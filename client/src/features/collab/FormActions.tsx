import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack } from '@mui/material';

export interface FormActionsProps {
  cancelLabel: string;
  /** Cancel leads here (a new item's form) … */
  cancelTo?: string;
  /** … or calls back (an edit form). */
  onCancel?(): void;
  cancelDisabled?: boolean;
  /** The submit button's label (the form's submit event does the rest). */
  submitLabel: string;
  /** The write is under way: the submit button shows it. */
  saving?: boolean;
  submitDisabled?: boolean;
}

/** The buttons below an item's form, on the right: Cancel, and the form's submit. */
export function FormActions({ cancelLabel, cancelTo, onCancel, cancelDisabled, submitLabel, saving, submitDisabled }: FormActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
      {cancelTo !== undefined ? (
        <Button component={RouterLink} to={cancelTo} disabled={cancelDisabled}>
          {cancelLabel}
        </Button>
      ) : (
        <Button onClick={onCancel} disabled={cancelDisabled}>
          {cancelLabel}
        </Button>
      )}
      <Button type="submit" variant="contained" loading={saving} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
