import type { FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { OfferView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { useFieldForm } from '../../lib/field-form';
import { EditItemForm } from '../collab';
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
  // the server's message of a field goes as it is edited (one action per keystroke only when there is one)
  const { values, change, setMessages, shown } = useFieldForm<OfferFormValues>(
    () => valuesOf(base, i18n.language),
    detail.save.fieldErrors,
    (field) => {
      if (detail.save.fieldErrors && field in detail.save.fieldErrors) dispatch(offersActions.saveFieldEdited(field));
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, messages: found } = checkEdit(base, values, i18n.language, t('form.publishRule'));
    setMessages(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(body).length === 0) dispatch(offersActions.editCancelled());
    else dispatch(offersActions.saveRequested({ id: base.id, base, changes: body }));
  };

  return (
    <EditItemForm
      label={t('detail.edit')}
      texts={{ cancel: t('form.cancel'), submit: t('form.save') }}
      saving={detail.save.status === 'saving'}
      onSubmit={submit}
      onCancel={() => dispatch(offersActions.editCancelled())}
    >
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
    </EditItemForm>
  );
}
