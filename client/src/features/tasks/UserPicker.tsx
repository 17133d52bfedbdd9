import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { MemberView } from '@kollab/contracts';

export interface UserPickerProps {
  label: string;
  users: readonly MemberView[];
  /** Ids already chosen (not offered again). */
  exclude: readonly string[];
  disabled?: boolean;
  onPick(userId: string): void;
}

/** Picks one user by name (type to filter); the field empties after each pick. */
export function UserPicker({ label, users, exclude, disabled, onPick }: UserPickerProps) {
  const [key, setKey] = useState(0);
  const options = users.filter((user) => !exclude.includes(user.id));
  return (
    <Autocomplete
      key={key}
      size="small"
      options={options}
      disabled={disabled}
      getOptionLabel={(user) => user.full_name || user.username}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, user) => {
        if (!user) return;
        onPick(user.id);
        setKey((value) => value + 1);
      }}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 240 }}
    />
  );
}
