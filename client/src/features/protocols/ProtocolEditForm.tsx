import type { FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { localeFrom, type ProtocolView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { useFieldForm } from '../../lib/field-form';
import { EditItemForm } from '../collab';
import { changedFields, fieldsOf } from './protocol-fields';
import { checkFields } from './protocol-form';
import { ProtocolFormFields } from './ProtocolFormFields';
import { selectStaffChoices, selectUserNames, useProtocolLookups } from './protocol-lookups';
import { PROTOCOLS, protocolsCatalog } from './protocols.catalog';
import { protocolsActions, selectProtocols } from './protocols.slice';
import type { ProtocolFields } from './protocols.state';

/**
 * Editing a protocol: the form starts from `base` (the version on screen when editing began)
 * and sends only the changed fields with If-Match = that version; a 409 opens the conflict.
 */
export function ProtocolEditForm({ base }: { base: ProtocolView }) {
  const { t, i18n } = useCatalog(PROTOCOLS, protocolsCatalog);
  const locale = localeFrom(i18n.language);
  const dispatch = useDispatch();
  const { detail } = useSelector(selectProtocols);
  const lookups = useProtocolLookups(['types', 'teams']);
  const names = useSelector(selectUserNames);
  const staff = useSelector(selectStaffChoices);
  const { values, change, setMessages, shown } = useFieldForm<ProtocolFields>(
    () => fieldsOf(base),
    detail.save.fieldErrors,
    (field) => dispatch(protocolsActions.saveFieldEdited(field)),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changedFields(fieldsOf(base), values);
    if (Object.keys(changes).length === 0) {
      dispatch(protocolsActions.editCancelled());
      return;
    }
    const found = checkFields(values, changes, 'edit', locale, t('form.publishRule'));
    setMessages(found);
    if (Object.keys(found).length === 0) dispatch(protocolsActions.saveRequested({ id: base.id, base, changes }));
  };

  return (
    <EditItemForm
      label={t('detail.edit')}
      texts={{ cancel: t('form.cancel'), submit: t('form.save') }}
      saving={detail.save.status === 'saving'}
      onSubmit={submit}
      onCancel={() => dispatch(protocolsActions.editCancelled())}
    >
      <ProtocolFormFields
        values={values}
        onChange={change}
        messages={shown}
        types={lookups.types}
        teams={lookups.teams}
        staff={staff}
        names={names}
      />
    </EditItemForm>
  );
}
