import type { FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { localeFrom } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { useFieldForm } from '../../lib/field-form';
import { NewItemForm } from '../collab';
import { selectUser } from '../session';
import { checkFields, createBody, emptyFields } from './protocol-form';
import { ProtocolFormFields } from './ProtocolFormFields';
import { selectStaffChoices, selectUserNames, useProtocolLookups } from './protocol-lookups';
import { PROTOCOLS, protocolsCatalog } from './protocols.catalog';
import { protocolsActions, selectProtocols } from './protocols.slice';
import type { ProtocolFields } from './protocols.state';

/** /protocols/new (role user): the fields, checked by the contracts' rules before sending; → /protocols/:id. */
export function ProtocolNewPage() {
  const { t, i18n } = useCatalog(PROTOCOLS, protocolsCatalog);
  const locale = localeFrom(i18n.language);
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const { create } = useSelector(selectProtocols);
  const lookups = useProtocolLookups(['types', 'teams', 'users'], { fresh: true });
  const names = useSelector(selectUserNames);
  const staff = useSelector(selectStaffChoices);
  const { values, change, setMessages, shown } = useFieldForm<ProtocolFields>(
    () => emptyFields(user?.id ?? ''),
    create.fieldErrors,
    (field) => dispatch(protocolsActions.createFieldEdited(field)),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = createBody(values);
    const found = checkFields(values, body, 'create', locale, t('form.publishRule'));
    setMessages(found);
    if (Object.keys(found).length === 0) dispatch(protocolsActions.createRequested(body));
  };

  return (
    <NewItemForm
      kind="protocol"
      title={t('routes:titles.protocolNew')}
      list={{ to: '/protocols', label: t('detail.back') }}
      texts={{ cancel: t('form.cancel'), submit: t('form.create') }}
      saving={create.status === 'saving'}
      onSubmit={submit}
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
    </NewItemForm>
  );
}
