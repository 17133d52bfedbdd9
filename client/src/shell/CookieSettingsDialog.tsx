import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@kollab/contracts';
import { UI_SIZES, type PreferencesState, type UiSize } from '../features/preferences';

export interface CookieSettingsDialogProps {
  open: boolean;
  preferences: PreferencesState;
  onClose(): void;
  onSave(preferences: PreferencesState): void;
}

/** Seed §2/§9: language, sidebar state and UI size, kept in cookies (365 days, SameSite strict, secure). */
export function CookieSettingsDialog({ open, preferences, onClose, onSave }: CookieSettingsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cookie-settings-title" fullWidth maxWidth="xs">
      {/* keyed so each opening starts from the current preferences */}
      {open && <CookieSettingsForm preferences={preferences} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function CookieSettingsForm({ preferences, onClose, onSave }: Omit<CookieSettingsDialogProps, 'open'>) {
  const { t } = useTranslation('shell');
  const [draft, setDraft] = useState<PreferencesState>(preferences);
  return (
    <>
      <DialogTitle id="cookie-settings-title">{t('cookies.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('cookies.text')}</DialogContentText>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id="cookie-language">{t('cookies.language')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="cookie-language"
              value={draft.language}
              onChange={(event) => setDraft({ ...draft, language: event.target.value as Locale })}
            >
              {LOCALES.map((locale) => (
                <FormControlLabel key={locale} value={locale} control={<Radio />} label={t(`cookies.languages.${locale}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="cookie-sidebar">{t('cookies.sidebar')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="cookie-sidebar"
              value={draft.sidebarOpen ? 'open' : 'closed'}
              onChange={(event) => setDraft({ ...draft, sidebarOpen: event.target.value === 'open' })}
            >
              <FormControlLabel value="open" control={<Radio />} label={t('cookies.sidebarOpen')} />
              <FormControlLabel value="closed" control={<Radio />} label={t('cookies.sidebarClosed')} />
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="cookie-size">{t('cookies.size')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="cookie-size"
              value={draft.size}
              onChange={(event) => setDraft({ ...draft, size: event.target.value as UiSize })}
            >
              {UI_SIZES.map((size) => (
                <FormControlLabel key={size} value={size} control={<Radio />} label={t(`cookies.sizes.${size}`)} />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onSave(draft);
            onClose();
          }}
        >
          {t('save')}
        </Button>
      </DialogActions>
    </>
  );
}
