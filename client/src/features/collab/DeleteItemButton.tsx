import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { ConfirmDialog } from '../../components/ConfirmDialog';

export interface DeleteItemButtonProps {
  /** The button's and the confirmation's label ("Delete"). */
  label: string;
  /** The question and what deleting does ("Delete the offer?", "The offer … is deleted …"). */
  title: string;
  text: string;
  disabled: boolean;
  /** Confirmed. */
  onDelete(): void;
}

/** An item page's delete button: it asks first (destructive), then `onDelete`. */
export function DeleteItemButton({ label, title, text, disabled, onDelete }: DeleteItemButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button startIcon={<DeleteIcon />} color="error" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={title}
        text={text}
        confirmLabel={label}
        destructive
        onConfirm={() => {
          setAsking(false);
          onDelete();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
