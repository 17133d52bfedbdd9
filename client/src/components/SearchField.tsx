import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Enter or the magnifier button. */
  onSubmit(): void;
}

/** A list page's search box that searches when submitted (a form with the search role). */
export function SearchField({ label, value, onChange, onSubmit }: SearchFieldProps) {
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ flex: 1 }}
    >
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        size="small"
        fullWidth
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" aria-label={label} edge="end">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
