import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFilterOf, dateRangeOf } from '../lib/date-range';
import { DateField, INVALID_DATE } from './DateField';

export interface DateRangeFieldsProps {
  fromLabel: string;
  toLabel: string;
  /** The filter in effect (`from..to`, a day, or ''). */
  value: string;
  /** A new filter, only once both ends are whole dates (or empty) and in order. */
  onChange(filter: string): void;
}

/** A list filter's date range: two date fields; what is incomplete or out of order is said, not applied. */
export function DateRangeFields({ fromLabel, toLabel, value, onChange }: DateRangeFieldsProps) {
  const { t } = useTranslation('common');
  const [range, setRange] = useState(() => dateRangeOf(value));
  const applied = useRef(value);
  useEffect(() => {
    // a filter from outside (reset, a saved filter, the back button)
    if (value !== applied.current) {
      applied.current = value;
      setRange(dateRangeOf(value));
    }
  }, [value]);
  const outOfOrder = Boolean(range.from && range.to && range.from !== INVALID_DATE && range.to !== INVALID_DATE && range.from > range.to);
  const set = (end: 'from' | 'to', date: string) => {
    const next = { ...range, [end]: date };
    setRange(next);
    if (next.from === INVALID_DATE || next.to === INVALID_DATE || (next.from && next.to && next.from > next.to)) return;
    const filter = dateFilterOf(next.from, next.to);
    if (filter === applied.current) return;
    applied.current = filter;
    onChange(filter);
  };
  const invalid = (end: 'from' | 'to') => (range[end] === INVALID_DATE ? t('filters.dateInvalid') : undefined);
  return (
    <>
      <DateField
        size="small"
        label={fromLabel}
        value={range.from}
        onChange={(date) => set('from', date)}
        error={Boolean(invalid('from'))}
        helperText={invalid('from')}
      />
      <DateField
        size="small"
        label={toLabel}
        value={range.to}
        onChange={(date) => set('to', date)}
        error={outOfOrder || Boolean(invalid('to'))}
        helperText={invalid('to') ?? (outOfOrder ? t('filters.rangeInvalid') : undefined)}
      />
    </>
  );
}
