import type { FormEvent, ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { BackToList } from '../../components/ItemLoadState';
import { FormActions } from './FormActions';

export interface NewItemFormProps {
  /** The item kind (`offer`): the form is labelled by its heading `<kind>-new-title`. */
  kind: string;
  title: string;
  /** The list: the way back above the form, and where Cancel leads. */
  list: { to: string; label: string };
  texts: { cancel: string; submit: string };
  /** The create is under way. */
  saving: boolean;
  onSubmit(event: FormEvent): void;
  /** The item's fields. */
  children: ReactNode;
}

/** A new item's page: the way back, the heading, the fields and Cancel / create below them. */
export function NewItemForm({ kind, title, list, texts, saving, onSubmit, children }: NewItemFormProps) {
  const titleId = `${kind}-new-title`;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <BackToList to={list.to} label={list.label} />
      <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {children}
        <FormActions cancelLabel={texts.cancel} cancelTo={list.to} submitLabel={texts.submit} saving={saving} />
      </Paper>
    </Box>
  );
}

export interface EditItemFormProps {
  /** The form's label ("Edit offer"). */
  label: string;
  texts: { cancel: string; submit: string };
  /** The save is under way. */
  saving: boolean;
  onSubmit(event: FormEvent): void;
  onCancel(): void;
  /** The item's fields. */
  children: ReactNode;
}

/** An open item's edit form (in place of its read view): the fields and Cancel / save below them. */
export function EditItemForm({ label, texts, saving, onSubmit, onCancel, children }: EditItemFormProps) {
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label={label} sx={{ p: 2, mb: 2 }}>
      {children}
      <FormActions cancelLabel={texts.cancel} onCancel={onCancel} submitLabel={texts.submit} saving={saving} />
    </Paper>
  );
}
