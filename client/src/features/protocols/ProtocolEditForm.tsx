import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Paper, Stack } from '@mui/material';
import { localeFrom, type ProtocolView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { serverFieldMessages, type FieldMessages } from '../../lib/validation';
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
  const [values, setValues] = useState<ProtocolFields>(() => fieldsOf(base));
  const [messages, setMessages] = useState<FieldMessages>({});

  const change = <K extends keyof ProtocolFields>(field: K, value: ProtocolFields[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMessages(({ [field]: _gone, ...rest }) => rest);
    dispatch(protocolsActions.saveFieldEdited(field));
  };
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
  const shown = { ...serverFieldMessages(detail.save.fieldErrors), ...messages };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} aria-label={t('detail.edit')} sx={{ p: 2, mb: 2 }}>
      <ProtocolFormFields
        values={values}
        onChange={change}
        messages={shown}
        types={lookups.types}
        teams={lookups.teams}
        staff={staff}
        names={names}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={() => dispatch(protocolsActions.editCancelled())}>{t('form.cancel')}</Button>
        <Button type="submit" variant="contained" loading={detail.save.status === 'saving'}>
          {t('form.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
