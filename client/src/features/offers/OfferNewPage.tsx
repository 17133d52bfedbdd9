import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { NO_OFFER_RATES } from '@kollab/contracts/offers/offer.money';
import { BackToList } from '../../components/ItemLoadState';
import { useCatalog } from '../../lib/i18n-catalog';
import { serverFieldMessages, type FieldMessages } from '../../lib/validation';
import { ratesInCents } from './offer-calculation';
import type { OfferFormValues } from './offer-fields';
import { checkNew, emptyValues } from './offer-form';
import { useOfferLookups } from './offer-lookups';
import { OfferFormFields } from './OfferFormFields';
import { OFFERS, offersCatalog } from './offers.catalog';
import { offersActions, selectOffers } from './offers.slice';

/**
 * /offers/new (role user): the fields and the calculation with the account's current hourly
 * rates (read afresh when the page opens), checked by the contracts' rules before sending;
 * → /offers/:id.
 */
export function OfferNewPage() {
  const { t, i18n } = useCatalog(OFFERS, offersCatalog);
  const dispatch = useDispatch();
  const { create, rates } = useSelector(selectOffers);
  const lookups = useOfferLookups(['types', 'teams'], { fresh: true });
  const [values, setValues] = useState<OfferFormValues>(emptyValues);
  const [messages, setMessages] = useState<FieldMessages>({});

  useEffect(() => {
    dispatch(offersActions.ratesRequested());
  }, [dispatch]);

  const change = <K extends keyof OfferFormValues>(field: K, value: OfferFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMessages(({ [field]: _gone, ...rest }) => rest);
    // the server's message of the field goes (one action per keystroke only when there is one)
    if (create.fieldErrors && field in create.fieldErrors) dispatch(offersActions.createFieldEdited(field));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, messages: found } = checkNew(values, i18n.language, t('form.publishRule'));
    setMessages(found);
    if (Object.keys(found).length === 0) dispatch(offersActions.createRequested(body));
  };
  const shown = { ...serverFieldMessages(create.fieldErrors), ...messages };
  const current = rates.view ? ratesInCents(rates.view) : NO_OFFER_RATES;
  const rateNote =
    rates.status === 'failed'
      ? t('calculation.ratesFailed')
      : !rates.view
        ? t('calculation.ratesLoading')
        : rates.view.version === 0
          ? t('calculation.ratesNotSet')
          : t('calculation.currentRates');

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="offer-new-title">
      <BackToList to="/offers" label={t('detail.back')} />
      <Typography id="offer-new-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('routes:titles.offerNew')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <OfferFormFields
          values={values}
          onChange={change}
          messages={shown}
          types={lookups.types}
          teams={lookups.teams}
          rates={current}
          rateNote={rateNote}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to="/offers">
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={create.status === 'saving'}>
            {t('form.create')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
