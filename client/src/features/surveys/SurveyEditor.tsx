import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Paper } from '@mui/material';
import type { SurveyView } from '@kollab/contracts';
import { useCatalog } from '../../lib/i18n-catalog';
import { FormActions } from '../collab';
import { changesOf, checkEdit, isValid, valuesOf } from './survey-form';
import { useSurveyFormState } from './survey-form-state';
import { selectAssigneeChoices, selectUserNames } from './survey-lookups';
import { SurveyFields } from './SurveyFields';
import { SURVEYS, surveysCatalog } from './surveys.catalog';
import { surveysActions, selectSurveyDetail } from './surveys.slice';

export interface SurveyEditorProps {
  /** The survey as it is now (the author's view). */
  view: SurveyView;
  /** Whether the form has changes not saved (the page offers no publish then). */
  onDirty(dirty: boolean): void;
}

/**
 * The editor of an existing survey: it starts from the survey on screen and sends only the
 * changed fields with If-Match = the version it started from (a 409 opens the conflict). While
 * nothing is changed it follows the survey (pushes, the read after a save); once answers exist
 * the questions are locked against changes that would invalidate them.
 */
export function SurveyEditor({ view, onDirty }: SurveyEditorProps) {
  const { t, i18n } = useCatalog(SURVEYS, surveysCatalog);
  const dispatch = useDispatch();
  const detail = useSelector(selectSurveyDetail);
  const members = useSelector(selectAssigneeChoices);
  const names = useSelector(selectUserNames);
  const [base, setBase] = useState(view);
  const [editorKey, setEditorKey] = useState(0);
  const form = useSurveyFormState(
    () => valuesOf(view),
    detail.save.fieldErrors,
    (field) => {
      if (detail.save.fieldErrors && field in detail.save.fieldErrors) dispatch(surveysActions.saveFieldEdited(field));
    },
  );
  const { setValues, setShowAll } = form;
  const dirty = Object.keys(changesOf(base, form.values)).length > 0;
  const checked = checkEdit(base, form.values, i18n.language);

  // a save went through: the next version is taken over (it may have come already, by push)
  const serial = detail.save.serial;
  const [seenSerial, setSeenSerial] = useState(serial);
  const [adopt, setAdopt] = useState(false);
  if (serial !== seenSerial) {
    setSeenSerial(serial);
    setAdopt(true);
  }
  useEffect(() => {
    if (view.version <= base.version || (dirty && !adopt)) return;
    setBase(view);
    setValues(valuesOf(view));
    setShowAll(false);
    setAdopt(false);
    setEditorKey((key) => key + 1);
  }, [view, base.version, dirty, adopt, setValues, setShowAll]);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  // gone (another tab, a past version): nothing unsaved is on screen any more
  useEffect(() => () => onDirty(false), [onDirty]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowAll(true);
    form.setMessages(checked.messages);
    if (!isValid(checked)) return;
    if (Object.keys(checked.body).length > 0) dispatch(surveysActions.saveRequested({ id: base.id, base, changes: checked.body }));
  };
  const reset = () => {
    setValues(valuesOf(view));
    setBase(view);
    setShowAll(false);
    form.setMessages({});
    setEditorKey((key) => key + 1);
  };
  const saved = base.answers_exist ? new Map(base.questions.map((question) => [question.id, question])) : null;

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} aria-label={t('editor.label')} sx={{ p: 2, mb: 2 }}>
      <SurveyFields
        values={form.values}
        onChange={form.change}
        messages={form.messages}
        questionErrors={checked.questions}
        showAll={form.showAll}
        serverMessages={form.server}
        onQuestionEdited={form.questionEdited}
        members={members}
        names={names}
        anonymityFixed={base.published}
        startDateFixed={base.status === 'in_progress' || base.status === 'closed'}
        saved={saved}
        editorKey={editorKey}
      />
      <FormActions
        cancelLabel={t('editor.reset')}
        onCancel={reset}
        cancelDisabled={!dirty}
        submitLabel={t('editor.save')}
        saving={detail.save.status === 'saving'}
        submitDisabled={!dirty}
      />
    </Paper>
  );
}
