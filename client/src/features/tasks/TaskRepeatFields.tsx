import { useId } from 'react';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { TASK_REPEAT_COUNT_MAX, TASK_REPEAT_FREQUENCIES, TASK_REPEAT_INTERVAL_MAX, type TaskRepeatFrequency } from '@kollab/contracts';
import { DateField } from '../../components/DateField';
import { useCatalog } from '../../lib/i18n-catalog';
import type { FieldMessages } from '../../lib/validation';
import { isoWeekdayOf, NO_REPEAT, repeatRuleOf, type TaskRepeatEnd, type TaskRepeatFormValues } from './task-repeat-form';
import { repeatSummary, WEEKDAYS } from './task-repeat-text';
import { TASKS, tasksCatalog } from './tasks.catalog';

export interface TaskRepeatFieldsProps {
  values: TaskRepeatFormValues;
  onChange(values: TaskRepeatFormValues): void;
  /** The task's due date: the series' first day (weekly starts on its weekday, monthly on its day). */
  dueDate: string;
  /** `repeat` (the rule against the task) and `repeat.<field>`. */
  messages: FieldMessages;
  disabled?: boolean;
}

const ENDS: readonly TaskRepeatEnd[] = ['never', 'until', 'count'];

/**
 * "Wiederholen" of the task form (account flag apps.tasks.recurring): off, daily, weekly on
 * weekdays, monthly on a day, yearly; every n of them; no end, until a day or after n tasks;
 * and the rule in words.
 */
export function TaskRepeatFields({ values, onChange, dueDate, messages, disabled }: TaskRepeatFieldsProps) {
  const { t } = useCatalog(TASKS, tasksCatalog);
  const id = useId();
  const set = (patch: Partial<TaskRepeatFormValues>) => onChange({ ...values, ...patch });
  const choose = (frequency: '' | TaskRepeatFrequency) => {
    if (!frequency) return onChange(NO_REPEAT);
    const weekdays = values.weekdays.length > 0 ? values.weekdays : [dueDate ? isoWeekdayOf(dueDate) : 1];
    set({ frequency, weekdays });
  };
  const toggleDay = (day: number, on: boolean) =>
    set({ weekdays: on ? [...values.weekdays, day].sort((a, b) => a - b) : values.weekdays.filter((other) => other !== day) });
  const rule = repeatRuleOf(values);
  const readable =
    rule !== null && Number.isInteger(rule.interval) && rule.interval > 0 && (rule.count === undefined || Number.isInteger(rule.count));

  return (
    <Box role="group" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('repeat.label')}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('repeat.frequency')}
            value={values.frequency}
            onChange={(event) => choose(event.target.value as '' | TaskRepeatFrequency)}
            disabled={disabled}
            sx={{ flex: 1 }}
          >
            <MenuItem value="">{t('repeat.off')}</MenuItem>
            {TASK_REPEAT_FREQUENCIES.map((frequency) => (
              <MenuItem key={frequency} value={frequency}>
                {t(`repeat.frequencies.${frequency}`)}
              </MenuItem>
            ))}
          </TextField>
          {values.frequency && (
            <TextField
              label={t('repeat.every')}
              value={values.interval}
              onChange={(event) => set({ interval: event.target.value })}
              disabled={disabled}
              error={Boolean(messages['repeat.interval'])}
              helperText={messages['repeat.interval']}
              slotProps={{
                htmlInput: { inputMode: 'numeric', min: 1, max: TASK_REPEAT_INTERVAL_MAX },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">{t(`repeat.units.${values.frequency}`, { count: Number(values.interval) || 1 })}</InputAdornment>
                  ),
                },
              }}
              sx={{ flex: 1 }}
            />
          )}
        </Stack>
        {values.frequency === 'weekly' && (
          <FormControl component="fieldset" error={Boolean(messages['repeat.weekdays'])} disabled={disabled}>
            <FormLabel component="legend">{t('repeat.weekdaysLabel')}</FormLabel>
            <FormGroup row>
              {WEEKDAYS.map((day) => (
                <FormControlLabel
                  key={day}
                  label={t(`repeat.weekdays.${day}`)}
                  control={<Checkbox checked={values.weekdays.includes(day)} onChange={(event) => toggleDay(day, event.target.checked)} />}
                />
              ))}
            </FormGroup>
            {messages['repeat.weekdays'] && <FormHelperText>{messages['repeat.weekdays']}</FormHelperText>}
          </FormControl>
        )}
        {values.frequency === 'monthly' && (
          <TextField
            label={t('repeat.dayOfMonth')}
            value={values.day_of_month}
            onChange={(event) => set({ day_of_month: event.target.value })}
            disabled={disabled}
            error={Boolean(messages['repeat.day_of_month'])}
            helperText={messages['repeat.day_of_month'] ?? t('repeat.dayOfMonthHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: 31 } }}
            sx={{ maxWidth: 240 }}
          />
        )}
        {values.frequency && (
          <FormControl component="fieldset" disabled={disabled}>
            <FormLabel component="legend">{t('repeat.end')}</FormLabel>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <RadioGroup row value={values.end} onChange={(event) => set({ end: event.target.value as TaskRepeatEnd })}>
                {ENDS.map((end) => (
                  <FormControlLabel key={end} value={end} control={<Radio />} label={t(`repeat.ends.${end}`)} />
                ))}
              </RadioGroup>
              {values.end === 'until' && (
                <DateField
                  label={t('repeat.until')}
                  name="repeat_until"
                  value={values.until}
                  onChange={(until) => set({ until })}
                  disabled={disabled}
                  error={Boolean(messages['repeat.until'])}
                  helperText={messages['repeat.until']}
                />
              )}
              {values.end === 'count' && (
                <TextField
                  label={t('repeat.count')}
                  value={values.count}
                  onChange={(event) => set({ count: event.target.value })}
                  disabled={disabled}
                  error={Boolean(messages['repeat.count'])}
                  helperText={messages['repeat.count'] ?? t('repeat.countHint')}
                  slotProps={{ htmlInput: { inputMode: 'numeric', min: 2, max: TASK_REPEAT_COUNT_MAX } }}
                />
              )}
            </Stack>
          </FormControl>
        )}
        {messages.repeat && (
          <FormHelperText error role="alert">
            {messages.repeat}
          </FormHelperText>
        )}
        {values.frequency && !messages.repeat && !dueDate && <FormHelperText>{t('repeat.needsDueDate')}</FormHelperText>}
        {readable && rule && (
          <Typography variant="body2" color="text.secondary">
            {repeatSummary(t, rule, dueDate || null)}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
