import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { errorMessage, localeFrom, type MemberView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { serverFieldMessages } from '../../lib/validation';
import { portalsCatalog } from './portals.catalog';
import { canLookAfter, portalsActions, selectAllPortals, selectContactOptions, selectPortalDialog, type ContactOption } from './portals.slice';

export const memberName = (user: MemberView) => user.full_name.trim() || user.username;

/** A portal for a contact (seed §5 Portal: contact required, one portal per contact), looked after by a member of staff. */
export function CreatePortalDialog({ staff }: { staff: readonly MemberView[] }) {
  const { t, i18n } = useCatalog('portals', portalsCatalog);
  const locale = localeFrom(i18n.language);
  const dispatch = useDispatch();
  const dialog = useSelector(selectPortalDialog);
  const contacts = useSelector(selectContactOptions);
  const portals = useSelector(selectAllPortals);
  const [contact, setContact] = useState<ContactOption | null>(null);
  const [search, setSearch] = useState('');
  const [contactPerson, setContactPerson] = useState('');
  const withPortal = useMemo(() => new Set(portals.map((portal) => portal.contact_id)), [portals]);
  const candidates = staff.filter(canLookAfter);
  const server = serverFieldMessages(dialog.fieldErrors);
  const submitting = dialog.status === 'submitting';

  useEffect(() => {
    if (dialog.open) dispatch(portalsActions.contactsSearched({ search }));
  }, [dispatch, dialog.open, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (contact && contactPerson) dispatch(portalsActions.createRequested({ contact_id: contact.id, contact_person: contactPerson }));
  };

  return (
    <Dialog
      open={dialog.open}
      onClose={submitting ? undefined : () => dispatch(portalsActions.dialogClosed())}
      aria-labelledby="portal-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="portal-dialog-title">{t('create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {dialog.error && dialog.error !== 'request.validation_failed' && <Alert severity="error">{errorMessage(dialog.error, locale)}</Alert>}
            <Autocomplete
              options={contacts.options}
              value={contact}
              onChange={(_event, value) => setContact(value)}
              onInputChange={(_event, value, reason) => reason === 'input' && setSearch(value)}
              filterOptions={(options) => options}
              getOptionLabel={(option) => `${option.name} (${option.number})`}
              getOptionDisabled={(option) => withPortal.has(option.id)}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              renderOption={(props, option) => (
                <li {...props} key={option.id}>
                  {option.name} ({option.number}){withPortal.has(option.id) ? ` – ${t('create.hasPortal')}` : ''}
                </li>
              )}
              loading={contacts.status === 'loading'}
              noOptionsText={t('create.noContacts')}
              renderInput={(params) => (
                <TextField {...params} label={t('fields.contact')} required error={Boolean(server.contact_id)} helperText={server.contact_id} />
              )}
            />
            <TextField
              select
              label={t('fields.contactPerson')}
              value={contactPerson}
              onChange={(event) => setContactPerson(event.target.value)}
              required
              error={Boolean(server.contact_person)}
              helperText={server.contact_person ?? t('fields.contactPersonHint')}
            >
              {candidates.map((user) => (
                <MenuItem key={user.id} value={user.id}>
                  {memberName(user)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => dispatch(portalsActions.dialogClosed())} disabled={submitting}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting || !contact || !contactPerson}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
