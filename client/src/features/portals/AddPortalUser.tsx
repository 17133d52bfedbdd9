import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, localeFrom, type PortalView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { portalsCatalog } from './portals.catalog';
import { portalsActions, selectPersons, selectPortalAddForm } from './portals.slice';

/** Adds a portal user from the contact's persons (those with an e-mail address, not yet in the portal). */
export function AddPortalUser({ portal }: { portal: PortalView }) {
  const form = useSelector(selectPortalAddForm);
  // a new serial (user added) starts the form afresh
  return <AddPortalUserFields key={`${portal.id}:${form.portalId === portal.id ? form.serial : 0}`} portal={portal} />;
}

function AddPortalUserFields({ portal }: { portal: PortalView }) {
  const { t, i18n } = useCatalog('portals', portalsCatalog);
  const dispatch = useDispatch();
  const form = useSelector(selectPortalAddForm);
  const persons = useSelector(selectPersons)[portal.contact_id];
  const [personId, setPersonId] = useState('');
  const [extended, setExtended] = useState(false);
  const inPortal = new Set(portal.members.map((member) => member.person_id));
  const mine = form.portalId === portal.id;
  const submitting = mine && form.status === 'submitting';
  const options = persons?.persons ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (personId)
      dispatch(portalsActions.memberAddRequested({ portalId: portal.id, input: { person_id: personId, extended_permissions: extended } }));
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={t('add.title')}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('add.title')}
      </Typography>
      {mine && form.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(form.error, localeFrom(i18n.language))}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('add.person')}
          value={personId}
          onChange={(event) => setPersonId(event.target.value)}
          sx={{ minWidth: 260 }}
        >
          {options.length === 0 && (
            <MenuItem value="" disabled>
              {t('add.noPersons')}
            </MenuItem>
          )}
          {options.map((person) => (
            <MenuItem key={person.id} value={person.id} disabled={inPortal.has(person.id) || !person.email}>
              {person.name}
              {inPortal.has(person.id) ? ` – ${t('add.alreadyIn')}` : !person.email ? ` – ${t('add.noEmail')}` : ''}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Checkbox checked={extended} onChange={(_event, checked) => setExtended(checked)} />} label={t('add.extended')} />
        <Button type="submit" variant="contained" disabled={!personId || submitting}>
          {t('add.submit')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('add.hint')}
      </Typography>
    </Box>
  );
}
