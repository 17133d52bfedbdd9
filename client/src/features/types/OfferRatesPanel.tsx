import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, localeFrom, type Locale } from '@kollab/contracts';
import { OFFER_RATES, type OfferRate } from '@kollab/contracts/offers/offer.money';
import type { OfferRatesView } from '@kollab/contracts/offers/offer.views';
import { ListState } from '../../components/ListState';
import { formatDateTime } from '../../lib/dates';
import { useCatalog } from '../../lib/i18n-catalog';
import { formatDecimal } from '../../lib/money';
import { serverFieldMessages, type FieldMessages } from '../../lib/validation';
import { offerRatesActions, selectOfferRates, type OfferRatesState } from './offer-rates.slice';
import { rateErrorText, rateTextsOf, readRates, type RateTexts } from './offer-rates-form';
import { typesCatalog } from './types.catalog';

/**
 * The hourly-rates tab of /manager/account (offers app, managers): Fertigung, Konstruktion,
 * Kundendienst and Prüffeld in EUR per hour, typed in the UI language's decimal format. New
 * offers are calculated with them; existing ones keep theirs until they are recalculated.
 */
export function OfferRatesPanel() {
  const { t, i18n } = useCatalog('types', typesCatalog);
  const dispatch = useDispatch();
  const rates = useSelector(selectOfferRates);
  const locale = localeFrom(i18n.language);
  useEffect(() => {
    dispatch(offerRatesActions.ratesRequested());
  }, [dispatch]);
  return (
    <Box component="section" aria-labelledby="offer-rates-heading" sx={{ maxWidth: 720 }}>
      <Typography id="offer-rates-heading" variant="h6" component="h2" gutterBottom>
        {t('rates.title')}
      </Typography>
      <Typography color="text.secondary">{t('rates.intro')}</Typography>
      <Alert severity="info" sx={{ my: 2 }}>
        {t('rates.keep')}
      </Alert>
      <ListState status={rates.status} empty={rates.view === null} onRetry={() => dispatch(offerRatesActions.ratesRequested())}>
        {rates.view && (
          // a new version (saved here or elsewhere) or another language starts the form afresh
          <RatesForm key={`${rates.view.version}:${locale}`} view={rates.view} save={rates.save} locale={locale} />
        )}
      </ListState>
    </Box>
  );
}

interface RatesFormProps {
  view: OfferRatesView;
  save: OfferRatesState['save'];
  locale: Locale;
}

function RatesForm({ view, save, locale }: RatesFormProps) {
  const { t } = useCatalog('types', typesCatalog);
  const dispatch = useDispatch();
  const [texts, setTexts] = useState<RateTexts>(() => rateTextsOf(view, locale));
  const [messages, setMessages] = useState<FieldMessages>({});
  const server = serverFieldMessages(save.fieldErrors);
  // a field's own message (or its clearing by typing) hides the server's for it
  const shown: FieldMessages = { ...server, ...messages };
  const submitting = save.status === 'submitting';
  const general =
    save.error && save.error !== 'request.validation_failed' && Object.keys(server).length === 0 ? errorMessage(save.error, locale) : null;

  const change = (rate: OfferRate, text: string) => {
    setTexts((current) => ({ ...current, [rate]: text }));
    setMessages((current) => ({ ...current, [rate]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readRates(texts, locale);
    if (!read.ok) {
      setMessages(Object.fromEntries(OFFER_RATES.map((rate) => [rate, read.errors[rate] && rateErrorText(read.errors[rate], locale)])));
      return;
    }
    setMessages({});
    dispatch(offerRatesActions.ratesSaveRequested({ rates: read.rates, version: view.version }));
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="offer-rates-heading">
      {general && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {general}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {OFFER_RATES.map((rate) => (
          <TextField
            key={rate}
            label={t(`rates.fields.${rate}`)}
            value={texts[rate]}
            onChange={(event) => change(rate, event.target.value)}
            error={Boolean(shown[rate])}
            helperText={shown[rate] ?? t('rates.hint', { example: formatDecimal(68.5, locale) })}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { endAdornment: <InputAdornment position="end">{t('rates.unit')}</InputAdornment> },
            }}
            fullWidth
          />
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <Button type="submit" variant="contained" disabled={submitting}>
          {t('rates.save')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {view.updated_at ? t('rates.updated', { when: formatDateTime(view.updated_at) }) : t('rates.neverSet')}
        </Typography>
      </Stack>
    </Box>
  );
}
