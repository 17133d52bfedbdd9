import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { contactsActions, selectContactDetail, selectContactEditor, selectContactLookups } from './contacts.slice';
import { useContactLookups } from './contact-lookups';
import { ContactForm, type DialogLookups } from './ContactForm';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

/**
 * Create and edit a contact (seed §3, §5): the contracts' rules as the server applies them,
 * the live "is the number taken?" check, the custom details of the account's form, the
 * server's field errors beside their fields, and "changed in the meantime" on a 409.
 */
export function ContactDialog() {
  const { t } = useCatalog('contacts', contactsCatalog);
  const dispatch = useDispatch();
  const editor = useSelector(selectContactEditor);
  const { form } = useSelector(selectContactLookups);
  const detail = useSelector(selectContactDetail);
  const mode = editor.contact.mode;
  const view = mode === 'edit' ? detail.view : null;
  // read while the dialog is open (the account managers among the users)
  const shared = useContactLookups(mode === null ? [] : ['types', 'countries', 'users']);
  const lookups: DialogLookups = { form: form.data, types: shared.types, countries: shared.countries, countriesLoading: shared.countriesLoading };
  // a lookup read again (a reconnect, the list page) keeps its data meanwhile: the form stays, with what was typed
  const formThere = form.status === 'loaded' || (form.status === 'loading' && form.data !== null);
  const ready = formThere && shared.typesThere && (mode === 'create' || view !== null);
  const failed = form.status === 'failed' || shared.failed;
  const close = () => dispatch(contactsActions.editorClosed());
  return (
    <Dialog open={mode !== null} onClose={close} fullWidth maxWidth="md" aria-labelledby="contact-dialog-title">
      <DialogTitle id="contact-dialog-title">{mode === 'edit' ? t('edit.title') : t('create.title')}</DialogTitle>
      {ready ? (
        <ContactForm key={editor.contact.serial} mode={mode ?? 'create'} view={view} editor={editor} lookups={lookups} onClose={close} />
      ) : (
        <>
          <DialogContent>
            {failed ? (
              <Alert
                severity="error"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      shared.retry();
                      dispatch(contactsActions.formNeeded());
                    }}
                  >
                    {t('common:retry')}
                  </Button>
                }
              >
                {t('form.lookupsFailed')}
              </Alert>
            ) : (
              <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
                <CircularProgress aria-label={t('common:loading')} />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('common:cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
