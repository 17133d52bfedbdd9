import { useId, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Controller, useWatch } from 'react-hook-form';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { EXPORT_FORMATS, errorMessage, localeFrom, ReportScheduleInput } from '@kollab/contracts';
import { OFFER_STATUS_LABELS, TASK_STATUS_LABELS } from '@kollab/contracts/lib/item-labels';
import { REPORT_CADENCES } from '@kollab/contracts/lib/schedule-slots';
import { FormTextField, useContractForm } from '../../lib/forms';
import { selectFlags, selectUser } from '../session';
import { useReportsCatalog } from './report-texts';
import { reportsActions, selectReports, selectSchedule, type WithReports } from './reports.slice';
import type { ReportManager } from './reports.state';
import {
  COMMON_TIME_ZONES,
  FILTER_FIELDS,
  keptFilterOf,
  newScheduleValues,
  offeredKinds,
  scheduleInputOf,
  scheduleValuesOf,
  type ScheduleFormValues,
} from './schedule-form';

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'];
const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));
/** The form's fields: a 422's field errors for them show beside them; any other (`filter.<key>`, …) above the form. */
const FIELDS: readonly string[] = Object.keys(newScheduleValues());
/** The list's filter keys the form shows as fields of its own. */
const FILTER_FIELD_OF: Record<string, string> = { 'filter.status': 'status', 'filter.search': 'search' };

/** The 422's field errors under the form's names, and the rest (not a field of the form). */
function splitFieldErrors(errors: Record<string, string[]> | null) {
  const own: Record<string, string[]> = {};
  const other: [string, string[]][] = [];
  for (const [field, texts] of Object.entries(errors ?? {})) {
    const name = FILTER_FIELD_OF[field] ?? field;
    if (FIELDS.includes(name)) own[name] = texts;
    else other.push([field, texts]);
  }
  return { own, other };
}

/**
 * "Neuer Bericht" / "Bericht bearbeiten": what (kind and format, and for its list a status and a search text),
 * when (daily, weekly on a weekday, monthly on a day; a time in a time zone) and to whom (managers). The
 * contract's rules check the form as the server does; the server's field errors show at their fields. A change
 * made meanwhile (409) offers to start again from the schedule as it is now.
 */
export function ScheduleDialog() {
  const { t, i18n } = useReportsCatalog();
  const locale = localeFrom(i18n.language);
  const dispatch = useDispatch();
  const id = useId();
  const { dialog, managers } = useSelector(selectReports);
  const editing = useSelector((state: WithReports) => selectSchedule(state, dialog.id));
  const claims = useSelector(selectFlags).includes('feature.export_claims');
  const me = useSelector(selectUser)?.id;
  // the schedule the form was filled from: its version goes along as If-Match
  const [basedOn, setBasedOn] = useState(editing);
  const { own, other } = useMemo(() => splitFieldErrors(dialog.fieldErrors), [dialog.fieldErrors]);
  const { control, handleSubmit, reset } = useContractForm<ScheduleFormValues, ReportScheduleInput>(
    ReportScheduleInput,
    basedOn ? scheduleValuesOf(basedOn) : newScheduleValues(me ? [me] : []),
    { toInput: (values) => scheduleInputOf(values, keptFilterOf(basedOn, values.kind)), serverErrors: own },
  );
  const [kind, cadence] = useWatch({ control, name: ['kind', 'cadence'] });
  const fields = FILTER_FIELDS[kind];
  const kept = Object.keys(keptFilterOf(basedOn, kind));
  const statusLabels = kind === 'offers' ? OFFER_STATUS_LABELS[locale] : TASK_STATUS_LABELS[locale];
  const submitting = dialog.status === 'submitting';
  const conflict = dialog.error === 'concurrency.wrong_expected_version';
  const shownError = dialog.error && dialog.error !== 'request.validation_failed' ? dialog.error : null;
  const named = new Map(managers.list.map((manager) => [manager.id, manager]));
  const managerOf = (userId: string): ReportManager => named.get(userId) ?? { id: userId, name: t('schedules.unknownRecipient'), active: false };

  const close = () => dispatch(reportsActions.dialogClosed());
  const reload = () => {
    if (!editing) return;
    setBasedOn(editing);
    reset(scheduleValuesOf(editing));
    dispatch(reportsActions.conflictResolved());
  };
  const submit = handleSubmit((body) => dispatch(reportsActions.saveRequested({ id: basedOn?.id ?? null, version: basedOn?.version ?? null, body })));

  return (
    <Dialog open onClose={submitting ? undefined : close} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{t(basedOn ? 'dialog.editTitle' : 'dialog.newTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {shownError && (
              <Alert
                severity="error"
                action={
                  conflict && editing ? (
                    <Button color="inherit" size="small" onClick={reload}>
                      {t('dialog.reload')}
                    </Button>
                  ) : undefined
                }
              >
                {errorMessage(shownError, locale)}
              </Alert>
            )}
            {other.length > 0 && (
              <Alert severity="error">
                {other.map(([field, texts]) => (
                  <div key={field}>
                    {field}: {texts.join(' ')}
                  </div>
                ))}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="kind" label={t('dialog.kind')} select fullWidth>
                {offeredKinds(claims, basedOn?.kind).map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`kinds.${value}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField control={control} name="format" label={t('dialog.format')} select fullWidth>
                {EXPORT_FORMATS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`formats.${value}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="cadence" label={t('dialog.cadence')} select fullWidth>
                {REPORT_CADENCES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`cadences.${value}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              {cadence === 'weekly' && (
                <FormTextField control={control} name="weekday" label={t('dialog.weekday')} select fullWidth>
                  {WEEKDAYS.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`weekdays.${value}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
              )}
              {cadence === 'monthly' && (
                <FormTextField
                  control={control}
                  name="day_of_month"
                  label={t('dialog.dayOfMonth')}
                  hint={t('dialog.dayOfMonthHint')}
                  select
                  fullWidth
                >
                  {DAYS.map((value) => (
                    <MenuItem key={value} value={value}>
                      {`${value}.`}
                    </MenuItem>
                  ))}
                </FormTextField>
              )}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="time"
                label={t('dialog.time')}
                hint={t('dialog.timeHint')}
                placeholder="07:00"
                slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric' } }}
                required
                fullWidth
              />
              <Controller
                control={control}
                name="time_zone"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    freeSolo
                    fullWidth
                    options={COMMON_TIME_ZONES}
                    value={field.value}
                    inputValue={field.value}
                    onInputChange={(_event, value) => field.onChange(value)}
                    onChange={(_event, value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        name={field.name}
                        inputRef={field.ref}
                        label={t('dialog.timeZone')}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message ?? t('dialog.timeZoneHint')}
                      />
                    )}
                  />
                )}
              />
            </Stack>
            <Controller
              control={control}
              name="recipients"
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  options={managers.list.filter((manager) => manager.active)}
                  value={field.value.map(managerOf)}
                  onChange={(_event, chosen) => field.onChange(chosen.map((manager) => manager.id))}
                  onBlur={field.onBlur}
                  getOptionLabel={(manager) => manager.name}
                  isOptionEqualToValue={(option, value) => option.id === value.id}
                  loading={managers.status === 'loading'}
                  filterSelectedOptions
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      name={field.name}
                      inputRef={field.ref}
                      label={t('dialog.recipients')}
                      required
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? t('dialog.recipientsHint')}
                    />
                  )}
                />
              )}
            />
            {(fields.statuses || fields.search) && (
              <Stack spacing={1}>
                <Typography variant="subtitle2" component="h3">
                  {t('dialog.filter')}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  {fields.statuses && (
                    <FormTextField control={control} name="status" label={t('dialog.status')} select fullWidth>
                      <MenuItem value="">{t('dialog.anyStatus')}</MenuItem>
                      {fields.statuses.map((value) => (
                        <MenuItem key={value} value={value}>
                          {statusLabels[value as keyof typeof statusLabels]}
                        </MenuItem>
                      ))}
                    </FormTextField>
                  )}
                  {fields.search && <FormTextField control={control} name="search" label={t('dialog.search')} fullWidth />}
                </Stack>
                {kept.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {t('dialog.keptFilter', { keys: kept.join(', ') })}
                  </Typography>
                )}
              </Stack>
            )}
            <DialogContentText variant="body2">{t('dialog.owner')}</DialogContentText>
            {submitting && <LinearProgress aria-label={t('dialog.sending')} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {t('dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
