import { FormControlLabel, FormHelperText, MenuItem, Stack, Switch, TextField } from '@mui/material';

/** An item's title (required, at most 255 characters), with its message. */
export function TitleField({ label, value, message, onChange }: { label: string; value: string; message?: string; onChange(title: string): void }) {
  return (
    <TextField
      label={label}
      name="title"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(message)}
      helperText={message}
      required
      fullWidth
      slotProps={{ htmlInput: { maxLength: 255 } }}
    />
  );
}

export interface TypeSelectProps {
  label: string;
  /** The chosen type's id, '' for none. */
  value: string;
  types: readonly { id: string; title: string }[];
  /** The first choice: no type. */
  noneLabel: string;
  message?: string;
  onChange(typeId: string): void;
}

/** An item's type: none, or one of `types` by title. */
export function TypeSelect({ label, value, types, noneLabel, message, onChange }: TypeSelectProps) {
  return (
    <TextField
      select
      label={label}
      name="type"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(message)}
      helperText={message}
      fullWidth
    >
      <MenuItem value="">{noneLabel}</MenuItem>
      {types.map((type) => (
        <MenuItem key={type.id} value={type.id}>
          {type.title}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface PublishSwitchesProps {
  values: { comments_enabled: boolean; published: boolean };
  onChange(field: 'comments_enabled' | 'published', value: boolean): void;
  texts: { comments: string; published: string; hint: string };
  /** Why it cannot be published (the form's or the server's message); without one, the hint. */
  message?: string;
}

/** An item's comments and publish switches, and under them what publishing needs (or why it is refused). */
export function PublishSwitches({ values, onChange, texts, message }: PublishSwitchesProps) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControlLabel
          control={<Switch checked={values.comments_enabled} onChange={(event) => onChange('comments_enabled', event.target.checked)} />}
          label={texts.comments}
        />
        <FormControlLabel
          control={<Switch checked={values.published} onChange={(event) => onChange('published', event.target.checked)} />}
          label={texts.published}
        />
      </Stack>
      <FormHelperText error={Boolean(message)}>{message ?? texts.hint}</FormHelperText>
    </>
  );
}
