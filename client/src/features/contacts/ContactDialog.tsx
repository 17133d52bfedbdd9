import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  errorMessage,
  localeFrom,
  type ContactFormView,
  type ContactTypeView,
  type ContactView,
  type CountryView,
  type FormElement,
  type Locale,
} from '@kollab/contracts';
import { DateField } from '../../components/DateField';
import type { FieldMessages } from '../../lib/validation';
import { contactsActions, selectContactDetail, selectContactEditor, selectContactLookups, type ContactEditorState } from './contacts.slice';
import { selectManagerChoices, useContactLookups } from './contact-lookups';
import { contactBody, contactFormValues, contactMessages, serverMessages, type ContactFormValues, type DetailInput } from './contact-form-values';
import { DetailFields } from './DetailFields';
import { MemberPicker } from './MemberPicker';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

type PlainField = Exclude<keyof ContactFormValues, 'details'>;

/** What the form offers: the account's form schema and the shared lookups. */
interface DialogLookups {
  form: ContactFormView | null;
  types: readonly ContactTypeView[];
  countries: readonly CountryView[];
  countriesLoading: boolean;
}

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

interface ContactFormProps {
  mode: 'create' | 'edit';
  view: ContactView | null;
  editor: ContactEditorState;
  lookups: DialogLookups;
  onClose(): void;
}

function ContactForm({ mode, view, editor, lookups, onClose }: ContactFormProps) {
  const { t, i18n } = useCatalog('contacts', contactsCatalog);
  const locale = localeFrom(i18n.language);
  const dispatch = useDispatch();
  const managers = useSelector(selectManagerChoices);
  const elements: readonly FormElement[] = useMemo(() => lookups.form?.elements ?? [], [lookups.form]);
  const [values, setValues] = useState<ContactFormValues>(() => contactFormValues(view, elements));
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<FieldMessages>({});
  const form = editor.contact;
  // the version the edit is based on (If-Match): a push meanwhile does not move it, the server's 409 (or Reload) does
  const [baseVersion] = useState(view?.version ?? 0);
  // (the push of one's own save may come before its answer: not a conflict while submitting)
  const conflict = form.status === 'conflict' || (form.status !== 'submitting' && mode === 'edit' && view !== null && view.version > baseVersion);
  const formRef = useRef<HTMLFormElement>(null);

  // the server's field errors stay beside their fields until the field is changed
  useEffect(() => {
    setServer(serverMessages(form.fieldErrors));
    if (form.fieldErrors) showFirstError(formRef.current);
  }, [form.fieldErrors]);

  const body = useMemo(() => contactBody(values, elements, mode), [values, elements, mode]);
  const local = useMemo(() => (submitted ? contactMessages(body, elements, locale) : {}), [submitted, body, elements, locale]);
  const numberTaken = form.number.status === 'taken' && form.number.number === values.number.trim();
  const messages: FieldMessages = {
    ...server,
    ...local,
    number: local.number ?? server.number ?? (numberTaken ? errorMessage('contacts.number_taken', locale) : undefined),
  };

  const set = (field: PlainField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServer(({ [field]: _gone, ...rest }) => rest);
    if (field === 'number') dispatch(contactsActions.numberChanged({ number: value, own: view?.id ?? null }));
  };
  const setDetail = (key: string, value: DetailInput) => {
    setValues((current) => ({ ...current, details: { ...current.details, [key]: value } }));
    setServer(({ [`details.${key}`]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(contactMessages(body, elements, locale)).length > 0) {
      showFirstError(formRef.current);
      return;
    }
    if (mode === 'edit' && view) dispatch(contactsActions.saveRequested({ mode, id: view.id, version: baseVersion, body }));
    else dispatch(contactsActions.saveRequested({ mode: 'create', body }));
  };

  const text = (field: PlainField, extra: { required?: boolean; type?: string; helper?: string } = {}) => (
    <TextField
      name={field}
      label={t(`fields.${field}`)}
      value={values[field]}
      type={extra.type ?? 'text'}
      required={extra.required}
      error={!!messages[field]}
      helperText={messages[field] ?? extra.helper}
      onChange={(event) => set(field, event.target.value)}
      fullWidth
    />
  );

  const otherError = form.error && form.status === 'failed' && form.error !== 'request.validation_failed';
  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate>
      <DialogContent dividers>
        <Stack spacing={2}>
          {conflict && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => dispatch(contactsActions.conflictReloadRequested())}>
                  {t('conflict.reload')}
                </Button>
              }
            >
              {t('conflict.text')}
            </Alert>
          )}
          {otherError && <Alert severity="error">{errorMessage(form.error!, locale)}</Alert>}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 8 }}>{text('name', { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {text('number', { required: true, helper: form.number.status === 'checking' ? t('form.numberChecking') : undefined })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                name="type"
                label={t('fields.type')}
                value={values.type}
                required
                error={!!messages.type}
                helperText={messages.type}
                onChange={(event) => set('type', event.target.value)}
                fullWidth
              >
                {lookups.types.map((type) => (
                  <MenuItem key={type.id} value={type.id}>
                    {type.title}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('uid', { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 8 }}>{text('homepage', { type: 'url', helper: t('form.homepageHint') })}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <DateField
                name="contact_since"
                label={t('fields.contact_since')}
                value={values.contact_since}
                error={!!messages.contact_since}
                helperText={messages.contact_since}
                onChange={(date) => set('contact_since', date)}
                fullWidth
              />
            </Grid>
            {(['account_manager', 'key_account_manager'] as const).map((field) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                <MemberPicker
                  name={field}
                  label={t(`fields.${field}`)}
                  value={values[field]}
                  members={managers}
                  message={messages[field]}
                  onChange={(id) => set(field, id)}
                />
              </Grid>
            ))}
          </Grid>

          <Typography variant="subtitle1" component="h3">
            {t('sections.address')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={12}>{text('street', { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{text('zip', { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 8 }}>{text('city', { required: true })}</Grid>
            <Grid size={12}>
              <CountryPicker
                value={values.country}
                lookups={lookups}
                locale={locale}
                message={messages.country}
                onChange={(code) => set('country', code)}
              />
            </Grid>
          </Grid>

          {elements.length > 0 && (
            <>
              <Typography variant="subtitle1" component="h3">
                {t('sections.details')}
              </Typography>
              <Stack spacing={2}>
                <DetailFields elements={elements} values={values.details} messages={messages} users={managers} onChange={setDetail} />
              </Stack>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button type="submit" variant="contained" disabled={form.status === 'submitting' || conflict}>
          {mode === 'edit' ? t('edit.submit') : t('create.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** After a refused save: the first field with a message gets the focus (a group without an input is scrolled to). */
function showFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const input = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (input) input.focus();
    else form?.querySelector<HTMLElement>('.Mui-error')?.scrollIntoView?.({ block: 'center' });
  });
}

function CountryPicker({
  value,
  lookups,
  locale,
  message,
  onChange,
}: {
  value: string;
  lookups: DialogLookups;
  locale: Locale;
  message?: string;
  onChange(code: string): void;
}) {
  const { t } = useCatalog('contacts', contactsCatalog);
  const options = useMemo(
    () => [...lookups.countries].sort((a, b) => a.names[locale].localeCompare(b.names[locale], locale)),
    [lookups.countries, locale],
  );
  const selected = options.find((country) => country.code === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      loading={lookups.countriesLoading}
      getOptionLabel={(country) => country.names[locale]}
      isOptionEqualToValue={(option, picked) => option.code === picked.code}
      onChange={(_event, country) => onChange(country?.code ?? '')}
      renderInput={(params) => <TextField {...params} name="country" label={t('fields.country')} required error={!!message} helperText={message} />}
    />
  );
}
