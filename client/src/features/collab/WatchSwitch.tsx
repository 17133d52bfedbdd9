import { FormControlLabel, Switch } from '@mui/material';

export interface WatchSwitchProps {
  watching: boolean;
  disabled: boolean;
  /** "Watch", or "You are watching this …" while watching. */
  label: string;
  onChange(watching: boolean): void;
}

/** Watching an item (its changes notify me): a switch. */
export function WatchSwitch({ watching, disabled, label, onChange }: WatchSwitchProps) {
  return (
    <FormControlLabel
      control={<Switch checked={watching} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  );
}
