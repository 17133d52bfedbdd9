import { useId, useMemo } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useController, useWatch, type Control } from 'react-hook-form';
import {
  errorMessage,
  localeFrom,
  NOTIFICATION_EMAIL_MODES,
  NOTIFICATION_KINDS,
  NotificationSettingsInput,
  type NotificationEmailMode,
  type NotificationKind,
  type NotificationSettingsView,
} from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { useContractForm } from '../../lib/forms';
import { PROFILE_NOTIFICATIONS_NS, profileNotificationsCatalog } from './notification-settings.catalog';
import type { NotificationSettingsState } from './notification-settings.state';
import type { SaveState } from './profile.slice';
import { ProfileSection, SaveAlert, serverErrors } from './ProfileSection';

const SECTION_ID = 'profile-notifications';

export interface NotificationSettingsSectionProps {
  settings: Pick<NotificationSettingsState, 'status' | 'error' | 'view' | 'save'>;
  onSave(input: NotificationSettingsInput): void;
}

interface SettingsValues {
  email: NotificationEmailMode;
  kinds: Record<NotificationKind, boolean>;
  time_zone: string;
}

/** What is sent: the mode, every kind's switch and the time zone (kept while the mode is not daily). */
const toInput = ({ email, kinds, time_zone }: SettingsValues): NotificationSettingsInput => ({ email, kinds: { ...kinds }, time_zone });

/** The browser's IANA zones, with the saved one when the browser does not list it (`UTC`). */
function timeZones(saved: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(saved) ? zones : [saved, ...zones];
}

/**
 * "Benachrichtigungen per E-Mail" on the profile (issue 17; the current account's settings): when (immediately,
 * a daily digest at 7:00 in a time zone, off), about which kinds (all on until switched off; the inbox shows them
 * all the same), saved with PUT. Checked with the contract's rules; a 422 shows at its field, a save answers with
 * a toast. The form starts afresh from each saved version.
 */
export function NotificationSettingsSection({ settings, onSave }: NotificationSettingsSectionProps) {
  const { t, i18n } = useCatalog(PROFILE_NOTIFICATIONS_NS, profileNotificationsCatalog);
  const { view } = settings;
  return (
    <ProfileSection id={SECTION_ID} title={t('title')}>
      {settings.status === 'failed' && !view ? (
        <Alert severity="error">{errorMessage(settings.error ?? 'server.internal', localeFrom(i18n.language))}</Alert>
      ) : !view ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : (
        <SettingsForm key={`notifications-${view.version}`} view={view} save={settings.save} onSave={onSave} />
      )}
    </ProfileSection>
  );
}

function SettingsForm({ view, save, onSave }: { view: NotificationSettingsView; save: SaveState; onSave(input: NotificationSettingsInput): void }) {
  const { t } = useCatalog(PROFILE_NOTIFICATIONS_NS, profileNotificationsCatalog);
  const modeLabel = useId();
  const { control, handleSubmit } = useContractForm<SettingsValues, NotificationSettingsInput>(
    NotificationSettingsInput,
    { email: view.email, kinds: { ...view.kinds }, time_zone: view.time_zone },
    { toInput, serverErrors: serverErrors(save) },
  );
  const email = useWatch({ control, name: 'email' });
  const zones = useMemo(() => timeZones(view.time_zone), [view.time_zone]);
  const mode = t(`mode.${view.email}`);
  const current =
    view.version === 0
      ? t('defaults', { mode })
      : view.email === 'daily'
        ? t('currentDaily', { mode, zone: view.time_zone })
        : t('current', { mode });
  return (
    <Box component="form" onSubmit={handleSubmit((input) => onSave(input))} noValidate aria-labelledby={`${SECTION_ID}-title`}>
      <SaveAlert save={save} fields={email === 'daily' ? ['email', 'time_zone'] : ['email']} />
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
        {current}
      </Typography>
      <FormControl component="fieldset" margin="dense" fullWidth>
        <FormLabel component="legend" id={modeLabel}>
          {t('mode.label')}
        </FormLabel>
        <Controller
          control={control}
          name="email"
          render={({ field }) => (
            <RadioGroup aria-labelledby={modeLabel} name={field.name} value={field.value} onChange={(_event, value) => field.onChange(value)}>
              {NOTIFICATION_EMAIL_MODES.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={t(`mode.${value}`)} />
              ))}
            </RadioGroup>
          )}
        />
      </FormControl>
      {email === 'daily' && (
        <Controller
          control={control}
          name="time_zone"
          render={({ field, fieldState }) => (
            <Autocomplete
              options={zones}
              value={field.value || null}
              onChange={(_event, value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              disableClearable={Boolean(field.value)}
              sx={{ maxWidth: 360 }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={field.name}
                  inputRef={field.ref}
                  margin="dense"
                  label={t('timeZone')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? t('timeZoneHint')}
                />
              )}
            />
          )}
        />
      )}
      <FormControl component="fieldset" margin="dense" fullWidth disabled={email === 'off'}>
        <FormLabel component="legend">{t('kindsLabel')}</FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {NOTIFICATION_KINDS.map((kind) => (
            <KindSwitch key={kind} control={control} kind={kind} label={t(`kinds.${kind}`)} />
          ))}
        </FormGroup>
        <FormHelperText>{email === 'off' ? t('kindsOff') : t('kindsHint')}</FormHelperText>
      </FormControl>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={save.status === 'saving'}>
        {t('submit')}
      </Button>
    </Box>
  );
}

/** One kind's labelled switch (disabled with its fieldset while the mails are off). */
function KindSwitch({
  control,
  kind,
  label,
}: {
  control: Control<SettingsValues, unknown, NotificationSettingsInput>;
  kind: NotificationKind;
  label: string;
}) {
  const { field } = useController({ control, name: `kinds.${kind}` });
  return (
    <FormControlLabel
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
      label={label}
    />
  );
}
