import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import {
  errorMessage,
  localeFrom,
  type ContactFormView,
  type ContactTypeView,
  type ContactView,
  type CountryView,
  type FormElement,
} from '@kollab/contracts';
import type { FieldMessages } from '../../lib/validation';
import { contactsActions, type ContactEditorState } from './contacts.slice';
import { selectManagerChoices } from './contact-lookups';
import { contactBody, contactFormValues, contactMessages, serverMessages, type ContactFormValues, type DetailInput } from './contact-form-values';
import { ContactAddressFields } from './ContactAddressFields';
import { ContactMainFields } from './ContactMainFields';
import type { PlainField } from './ContactTextField';
import { DetailFields } from './DetailFields';
import { useCatalog } from '../../lib/i18n-catalog';
import { contactsCatalog } from './contacts.catalog';

/** What the form offers: the account's form schema and the shared lookups. */
export interface DialogLookups {
  form: ContactFormView | null;
  types: readonly ContactTypeView[];
  countries: readonly CountryView[];
  countriesLoading: boolean;
}

interface ContactFormProps {
  mode: 'create' | 'edit';
  view: ContactView | null;
  editor: ContactEditorState;
  lookups: DialogLookups;
  onClose(): void;
}

/** The form of the contact dialog, once the schema, the lookups (and for an edit the contact) are there. */
export function ContactForm({ mode, view, editor, lookups, onClose }: ContactFormProps) {
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

  const section = { values, messages, set };
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
          <ContactMainFields types={lookups.types} managers={managers} numberChecking={form.number.status === 'checking'} {...section} />
          <ContactAddressFields countries={lookups.countries} countriesLoading={lookups.countriesLoading} locale={locale} {...section} />
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
