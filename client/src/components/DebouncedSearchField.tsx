import { useEffect, useRef, useState } from 'react';
import { TextField } from '@mui/material';

/** How long the box waits for a pause in typing before it searches. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface DebouncedSearchFieldProps {
  label: string;
  /** The search in effect (e.g. from the URL): the box follows it (back button, a saved filter). */
  value: string;
  /** Called after a pause in typing with the text typed, unless it is the search in effect. */
  onSearch(search: string): void;
  type?: 'search' | 'text';
}

/** A list page's search box that searches as the user types, after a pause. */
export function DebouncedSearchField({ label, value, onSearch, type }: DebouncedSearchFieldProps) {
  const [text, setText] = useState(value);
  // the latest callback: a search applied late does not undo a filter chosen meanwhile
  const search = useRef(onSearch);
  search.current = onSearch;

  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => search.current(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // only the typed text starts the timer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return <TextField label={label} type={type} value={text} onChange={(event) => setText(event.target.value)} size="small" fullWidth />;
}
