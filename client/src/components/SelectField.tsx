import { MenuItem, TextField } from '@mui/material';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly SelectOption[];
  onChange(value: V): void;
  /** The first choice with the value '' (e.g. "any", "all types"): no filter. */
  anyLabel?: string;
  minWidth?: number;
}

/** A small select of a list page's filter bar (order, a filter by team, type, person, …). */
export function SelectField<V extends string>({ label, value, options, onChange, anyLabel, minWidth }: SelectFieldProps<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      sx={minWidth ? { minWidth } : undefined}
    >
      {anyLabel !== undefined && <MenuItem value="">{anyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
