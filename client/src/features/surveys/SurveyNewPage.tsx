import type { FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useCatalog } from '../../lib/i18n-catalog';
import { NewItemForm } from '../collab';
import { checkNew, emptyValues, isValid } from './survey-form';
import { useSurveyFormState } from './survey-form-state';
import { selectAssigneeChoices, selectUserNames, useSurveyUsers } from './survey-lookups';
import { SurveyFields } from './SurveyFields';
import { SURVEYS, surveysCatalog } from './surveys.catalog';
import { surveysActions, selectSurveys } from './surveys.slice';

/**
 * /surveys/new (role surveys): a draft with its questions, checked by the contracts' rules as
 * you type and before sending (POST v1/surveys) → /surveys/:id.
 */
export function SurveyNewPage() {
  const { t, i18n } = useCatalog(SURVEYS, surveysCatalog);
  const dispatch = useDispatch();
  const { create } = useSelector(selectSurveys);
  const members = useSelector(selectAssigneeChoices);
  const names = useSelector(selectUserNames);
  useSurveyUsers();
  const form = useSurveyFormState(emptyValues, create.fieldErrors, (field) => {
    if (create.fieldErrors && field in create.fieldErrors) dispatch(surveysActions.createFieldEdited(field));
  });
  const checked = checkNew(form.values, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.setShowAll(true);
    form.setMessages(checked.messages);
    if (isValid(checked)) dispatch(surveysActions.createRequested(checked.body));
  };

  return (
    <NewItemForm
      kind="survey"
      title={t('routes:titles.surveyNew')}
      list={{ to: '/surveys?tab=authored', label: t('editor.back') }}
      texts={{ cancel: t('editor.cancel'), submit: t('editor.create') }}
      saving={create.status === 'saving'}
      onSubmit={submit}
    >
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
        anonymityFixed={false}
        saved={null}
      />
    </NewItemForm>
  );
}
