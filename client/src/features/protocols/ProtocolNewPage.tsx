import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { localeFrom } from '@kollab/contracts';
import { BackToList } from '../../components/ItemLoadState';
import { useCatalog } from '../../lib/i18n-catalog';
import { serverFieldMessages, type FieldMessages } from '../../lib/validation';
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
  const [values, setValues] = useState<ProtocolFields>(() => emptyFields(user?.id ?? ''));
  const [messages, setMessages] = useState<FieldMessages>({});

  const change = <K extends keyof ProtocolFields>(field: K, value: ProtocolFields[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMessages(({ [field]: _gone, ...rest }) => rest);
    dispatch(protocolsActions.createFieldEdited(field));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = createBody(values);
    const found = checkFields(values, body, 'create', locale, t('form.publishRule'));
    setMessages(found);
    if (Object.keys(found).length === 0) dispatch(protocolsActions.createRequested(body));
  };
  const shown = { ...serverFieldMessages(create.fieldErrors), ...messages };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="protocol-new-title">
      <BackToList to="/protocols" label={t('detail.back')} />
      <Typography id="protocol-new-title" variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('routes:titles.protocolNew')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
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
          <Button component={RouterLink} to="/protocols">
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
