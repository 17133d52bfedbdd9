import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { deDE, enUS } from '@mui/x-date-pickers/locales';
import { localeFrom } from '@kollab/contracts/errors/locale';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../lib/dates';

dayjs.extend(customParseFormat);

export type DateKind = 'date' | 'date-time' | 'time';

/** What the field hands on (and takes): the API's forms. */
const WIRE: Record<DateKind, string> = { date: 'YYYY-MM-DD', 'date-time': 'YYYY-MM-DDTHH:mm', time: 'HH:mm' };
/** What a person reads and types: seed §9, DD.MM.YYYY (HH:mm) in every language. */
const SHOWN: Record<DateKind, string> = { date: DATE_FORMAT, 'date-time': DATE_TIME_FORMAT, time: 'HH:mm' };
/** The pickers' own words and the calendar's month names and first weekday, per UI language. */
const PICKER_LOCALES = {
  de: { adapter: 'de', text: deDE.components.MuiLocalizationProvider.defaultProps.localeText },
  en: { adapter: 'en-gb', text: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
} as const;

/** Narrower, the last digits are cut off (the sections do not scroll). */
const MIN_WIDTH: Record<DateKind, number> = { date: 200, 'date-time': 250, time: 130 };

/** Handed on while what was typed is not (yet) a whole, real date; form checks refuse it. */
export const INVALID_DATE = 'invalid';

function parse(value: string, kind: DateKind): Dayjs | null {
  if (!value) return null;
  if (value === INVALID_DATE) return dayjs(null);
  // date-time values may come as full ISO instants (with seconds and zone)
  const parsed = kind === 'date-time' ? dayjs(value) : dayjs(value, WIRE[kind], true);
  return parsed.isValid() ? parsed : dayjs(null);
}

const wireOf = (date: Dayjs | null, kind: DateKind): string => (date === null ? '' : date.isValid() ? date.format(WIRE[kind]) : INVALID_DATE);

export interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD` (date), `YYYY-MM-DDTHH:mm` (date-time), `HH:mm` (time); '' when empty. */
  value: string;
  /** The new value in the same form; '' when cleared, INVALID_DATE while incomplete. */
  onChange(value: string): void;
  kind?: DateKind;
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * The one date (and time) input: MUI X pickers with dayjs, in the app's language and the
 * app's formats whatever the browser's locale (a native `type="date"` shows mm/dd/yyyy in
 * an English browser even in the German UI). Loaded only with the screens that use it.
 */
export function DateField({
  label,
  value,
  onChange,
  kind = 'date',
  name,
  error,
  helperText,
  disabled,
  required,
  fullWidth,
  size,
  sx,
}: DateFieldProps) {
  const { i18n } = useTranslation();
  const locale = PICKER_LOCALES[localeFrom(i18n.language)];
  const [shown, setShown] = useState<Dayjs | null>(() => parse(value, kind));
  // the value this field last handed on: a parent echoing it back must not reset what is being typed
  const handed = useRef(value);
  useEffect(() => {
    if (value !== handed.current) {
      handed.current = value;
      setShown(parse(value, kind));
    }
  }, [value, kind]);
  const hand = (wire: string) => {
    if (wire === handed.current) return;
    handed.current = wire;
    onChange(wire);
  };
  const change = (next: Dayjs | null) => {
    setShown(next);
    hand(wireOf(next, kind));
  };
  // The pickers report a partly typed date as no date at all: on leaving the field, typed
  // sections without a whole date are handed on as INVALID_DATE, so no check takes them for empty.
  const root = useRef<HTMLDivElement>(null);
  const left = (event: FocusEvent) => {
    if (root.current?.contains(event.relatedTarget as Node | null)) return;
    const typed = [...(root.current?.querySelectorAll('[role="spinbutton"]') ?? [])].some((section) => section.hasAttribute('aria-valuenow'));
    if (shown === null || !shown.isValid()) hand(typed ? INVALID_DATE : '');
  };
  const common = {
    label,
    value: shown,
    onChange: change,
    format: SHOWN[kind],
    disabled,
    name,
    slotProps: {
      textField: {
        ref: root,
        onBlur: left,
        error,
        helperText,
        required,
        fullWidth,
        size,
        sx: [{ minWidth: MIN_WIDTH[kind] }, ...(Array.isArray(sx) ? sx : [sx])],
      },
      field: { clearable: !required },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale.adapter} localeText={locale.text}>
      {kind === 'date' ? (
        <DatePicker {...common} />
      ) : kind === 'time' ? (
        <TimePicker {...common} ampm={false} />
      ) : (
        <DateTimePicker {...common} ampm={false} />
      )}
    </LocalizationProvider>
  );
}
