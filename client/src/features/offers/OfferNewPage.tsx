import { useEffect, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { NO_OFFER_RATES } from '@kollab/contracts/offers/offer.money';
import { useCatalog } from '../../lib/i18n-catalog';
import { useFieldForm } from '../../lib/field-form';
import { NewItemForm } from '../collab';
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
  // the server's message of a field goes as it is edited (one action per keystroke only when there is one)
  const { values, change, setMessages, shown } = useFieldForm<OfferFormValues>(emptyValues, create.fieldErrors, (field) => {
    if (create.fieldErrors && field in create.fieldErrors) dispatch(offersActions.createFieldEdited(field));
  });

  useEffect(() => {
    dispatch(offersActions.ratesRequested());
  }, [dispatch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, messages: found } = checkNew(values, i18n.language, t('form.publishRule'));
    setMessages(found);
    if (Object.keys(found).length === 0) dispatch(offersActions.createRequested(body));
  };
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
    <NewItemForm
      kind="offer"
      title={t('routes:titles.offerNew')}
      list={{ to: '/offers', label: t('detail.back') }}
      texts={{ cancel: t('form.cancel'), submit: t('form.create') }}
      saving={create.status === 'saving'}
      onSubmit={submit}
    >
      <OfferFormFields
        values={values}
        onChange={change}
        messages={shown}
        types={lookups.types}
        teams={lookups.teams}
        rates={current}
        rateNote={rateNote}
      />
    </NewItemForm>
  );
}
