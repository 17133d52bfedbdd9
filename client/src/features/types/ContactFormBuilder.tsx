import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { errorMessage, localeFrom } from '@kollab/contracts/errors/error-codes';
import { FORM_ELEMENT_TYPES, type FormElementType } from '@kollab/contracts/contacts/contact-form.schema';
import type { ContactFormView } from '@kollab/contracts/contacts/contact.views';
import { ListState } from '../../components/ListState';
import { useCatalog } from '../../lib/i18n-catalog';
import { draftErrors, draftOf, moved, newElement, sameElements, toInput, withChange, type DraftElement } from './form-draft';
import { FormElementEditor } from './FormElementEditor';
import { FormPreview } from './FormPreview';
import { formBuilderActions, selectFormBuilder } from './form-builder.slice';
import { typesCatalog } from './types.catalog';

/** The contact form tab of /manager/account: the schema of the contacts' detail fields, with a live preview. */
export function ContactFormBuilder() {
  const { t } = useCatalog('types', typesCatalog);
  const dispatch = useDispatch();
  const state = useSelector(selectFormBuilder);
  useEffect(() => {
    dispatch(formBuilderActions.loadRequested());
  }, [dispatch]);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('form.intro')}
      </Typography>
      <ListState
        status={state.form ? 'loaded' : state.status}
        empty={state.form === null}
        onRetry={() => dispatch(formBuilderActions.loadRequested())}
      >
        {state.form && <Builder form={state.form} />}
      </ListState>
    </Box>
  );
}

/** The prefix of an element's messages (`elements.<i>.`), removed so the editor sees its own properties. */
function errorsAt(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `elements.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, text]) => [field.slice(prefix.length), text]),
  );
}

function Builder({ form }: { form: ContactFormView }) {
  const { t, i18n } = useCatalog('types', typesCatalog);
  const locale = localeFrom(i18n.language);
  const dispatch = useDispatch();
  const { save } = useSelector(selectFormBuilder);
  /** The saved schema the draft started from: its version is the If-Match of the save. */
  const [base, setBase] = useState(form);
  const [draft, setDraft] = useState<DraftElement[]>(() => draftOf(form.elements));
  const [chosenType, setChosenType] = useState<FormElementType>('short-text');
  /** Checked once a save was tried: from then on the messages follow every change. */
  const [checked, setChecked] = useState(false);
  /** The server's messages name indexes of the draft as it was sent: hidden once it changes. */
  const [editedSinceSave, setEditedSinceSave] = useState(false);
  const input = useMemo(() => toInput(draft), [draft]);
  const dirty = !sameElements(input, base.elements);

  const adopt = (next: ContactFormView) => {
    setBase(next);
    setDraft(draftOf(next.elements));
    setChecked(false);
  };
  // A newer schema (own save read back, or a push): taken over unless it would drop unsaved edits.
  useEffect(() => {
    if (form.version !== base.version && (!dirty || sameElements(input, form.elements))) adopt(form);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new schema is the trigger, not each edit
  }, [form]);

  const update = (next: DraftElement[]) => {
    setDraft(next);
    setEditedSinceSave(true);
  };
  const clientErrors = checked ? draftErrors(input, locale) : {};
  const serverErrors =
    save.status === 'failed' && !editedSinceSave
      ? Object.fromEntries(Object.entries(save.fieldErrors ?? {}).map(([field, texts]) => [field, texts[0] ?? '']))
      : {};
  const errors = { ...serverErrors, ...clientErrors };
  const stale = form.version !== base.version;
  const general = save.status === 'failed' && !editedSinceSave && !save.fieldErrors && save.error ? errorMessage(save.error, locale) : null;

  const submit = () => {
    setChecked(true);
    if (Object.keys(draftErrors(input, locale)).length > 0) return;
    setEditedSinceSave(false);
    dispatch(formBuilderActions.saveRequested({ elements: input, version: base.version }));
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('form.addType')}
          value={chosenType}
          onChange={(event) => setChosenType(event.target.value as FormElementType)}
          sx={{ minWidth: 220 }}
        >
          {FORM_ELEMENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`form.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<AddIcon />} onClick={() => update([...draft, newElement(chosenType, draft)])}>
          {t('form.add')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {dirty && <Chip label={t('form.unsaved')} color="warning" variant="outlined" size="small" />}
        <Button disabled={!dirty && !stale} onClick={() => adopt(form)}>
          {t('form.discard')}
        </Button>
        <Button variant="contained" disabled={!dirty || save.status === 'submitting'} onClick={submit}>
          {t('form.save')}
        </Button>
      </Stack>
      {stale && <Alert severity="warning">{t('form.changedElsewhere')}</Alert>}
      {general && <Alert severity="error">{general}</Alert>}
      {Object.keys(errors).length > 0 && <Alert severity="error">{t('form.invalid')}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ flex: 3, minWidth: 0, width: '100%' }} role="list" aria-label={t('form.elementsLabel')}>
          {draft.length === 0 && <Typography color="text.secondary">{t('form.empty')}</Typography>}
          {draft.map((element, index) => (
            <Box role="listitem" key={element.uid}>
              <FormElementEditor
                element={element}
                index={index}
                count={draft.length}
                errors={errorsAt(errors, index)}
                onChange={(change) => update(withChange(draft, element.uid, change))}
                onMove={(delta) => update(moved(draft, index, delta))}
                onRemove={() => update(draft.filter((item) => item.uid !== element.uid))}
              />
            </Box>
          ))}
        </Stack>
        <Paper variant="outlined" sx={{ flex: 2, p: 2, width: '100%', position: { md: 'sticky' }, top: { md: 80 } }}>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {t('form.preview')}
          </Typography>
          <FormPreview elements={input} />
        </Paper>
      </Stack>
    </Stack>
  );
}
