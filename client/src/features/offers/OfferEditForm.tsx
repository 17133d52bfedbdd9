import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Paper, Stack } from '@mui/material';
import type { OfferView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { serverFieldMessages, type FieldMessages } from '../../lib/validation';
import { ratesInCents } from './offer-calculation';
import { valuesOf, type OfferFormValues } from './offer-fields';
import { checkEdit } from './offer-form';
import { useOfferLookups } from './offer-lookups';
import { OfferFormFields } from './OfferFormFields';
import { OFFERS, offersCatalog } from './offers.catalog';
import { offersActions, selectOfferDetail } from './offers.slice';

/**
 * Editing an offer: the form starts from `base` (the version on screen when editing began)
 * and sends only the changed fields with If-Match = that version; a 409 opens the conflict.
 * The panel computes with the rates the offer keeps (a recalculation takes the current ones).
 */
export function OfferEditForm({ base }: { base: OfferView }) {
  const { t, i18n } = useCatalog(OFFERS, offersCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectOfferDetail);
  const lookups = useOfferLookups(['types', 'teams']);
  const [values, setValues] = useState<OfferFormValues>(() => valuesOf(base, i18n.language));
  const [messages, setMessages] = useState<FieldMessages>({});

  const change = <K extends keyof OfferFormValues>(field: K, value: OfferFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMessages(({ [field]: _gone, ...rest }) => rest);
    // the server's message of the field goes (one action per keystroke only when there is one)
    if (detail.save.fieldErrors && field in detail.save.fieldErrors) dispatch(offersActions.saveFieldEdited(field));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, messages: found } = checkEdit(base, values, i18n.language, t('form.publishRule'));
    setMessages(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(body).length === 0) dispatch(offersActions.editCancelled());
    else dispatch(offersActions.saveRequested({ id: base.id, base, changes: body }));
  };
  const shown = { ...serverFieldMessages(detail.save.fieldErrors), ...messages };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} aria-label={t('detail.edit')} sx={{ p: 2, mb: 2 }}>
      <OfferFormFields
        values={values}
        onChange={change}
        messages={shown}
        types={lookups.types}
        teams={lookups.teams}
        rates={ratesInCents(base.rates)}
        rateNote={t('calculation.keptRates')}
        calculationLocked={base.status === 'closed'}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={() => dispatch(offersActions.editCancelled())}>{t('form.cancel')}</Button>
        <Button type="submit" variant="contained" loading={detail.save.status === 'saving'}>
          {t('form.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
